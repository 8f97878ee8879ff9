import type { Section } from "@staffing/shared";
import { toPostSummary } from "../components/PostCard";
import type { Api } from "../context";
import type { SectionData } from "./environment";
import { allSections } from "./registry";

/**
 * What a page's sections show beyond their own fields, loaded by the route that shows the page (a
 * component cannot wait for the database): the newest posts, as many as its latest-posts sections ask,
 * and the people its Team sections show.
 */
export async function loadSectionData(api: Api, sections: readonly Section[]): Promise<SectionData> {
  const every = allSections(sections);
  const wanted = Math.max(0, ...every.map((section) => (section.type === "latestPosts" ? section.count : 0)));
  const teams = every.filter((section) => section.type === "team");
  const ids = [...new Set(teams.flatMap((section) => section.people))];
  const everyoneOnTeam = teams.some((section) => section.everyoneOnTeam);
  const [posts, people] = await Promise.all([
    wanted === 0 ? [] : api.blog.list({ page: 1, limit: wanted }),
    ids.length === 0 && !everyoneOnTeam ? [] : api.authors.team({ ids, everyoneOnTeam }),
  ]);
  return { posts: posts.map(toPostSummary), people };
}
