import type { Section } from "@staffing/shared";
import { toPostSummary } from "../components/PostCard";
import type { Api } from "../context";
import type { SectionData } from "./environment";
import { allSections } from "./registry";

/**
 * What a page's sections show beyond their own fields, loaded by the route that shows the page (a
 * component cannot wait for the database): the newest posts, as many as its latest-posts sections ask.
 */
export async function loadSectionData(api: Api, sections: readonly Section[]): Promise<SectionData> {
  const wanted = Math.max(
    0,
    ...allSections(sections).map((section) => (section.type === "latestPosts" ? section.count : 0)),
  );
  if (wanted === 0) return { posts: [] };
  const posts = await api.blog.list({ page: 1, limit: wanted });
  return { posts: posts.map(toPostSummary) };
}
