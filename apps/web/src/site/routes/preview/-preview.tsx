import type { JobRecord, PreviewContent } from "@staffing/api";
import { PREVIEW_TEXTS } from "@staffing/shared";
import { Article, type ArticlePost } from "../../components/Article";
import { PageBody, type PageBodyProps } from "../../components/PageBody";
import type { PostSummary } from "../../components/PostCard";
import { toPostSummary } from "../../components/PostCard";
import type { Api } from "../../context";
import { relatedPosts } from "../../related-posts";
import { loadSectionData } from "../../sections/data";
import type { SectionData } from "../../sections/environment";
import styles from "./preview.module.css";

// What both previews show: a page or post not yet live (saved, at a signed address, or unsaved, in
// the editor's live preview), drawn by the components its public page uses.

export type PreviewData =
  | { kind: "page"; title: string; page: PageBodyProps["page"]; data: SectionData }
  | { kind: "post"; title: string; post: ArticlePost; related: PostSummary[] };

/** What a job's preview shows of it. */
type JobPreview = Pick<JobRecord, "title" | "description" | "sections">;

/** What a preview's loader answers for its content. */
export async function previewData(
  api: Api,
  content: PreviewContent | { kind: "job"; job: JobPreview },
): Promise<PreviewData> {
  // A job is drawn as a page of its title, description and sections until the public job page's
  // component (issue 30, point 2) takes over here.
  if (content.kind === "job") {
    const { title, description, sections } = content.job;
    const data = await loadSectionData(api, sections);
    return { kind: "page", title, page: { title, content: description, sections }, data };
  }
  if (content.kind === "page") {
    const { title, content: html, sections } = content.page;
    const data = await loadSectionData(api, sections);
    return { kind: "page", title, page: { title, content: html, sections }, data };
  }
  const { post } = content;
  return {
    kind: "post",
    title: post.title,
    post: { ...toPostSummary(post), content: post.content, author: post.author },
    related: await relatedPosts(api, post),
  };
}

/** A preview's head: its title, and never a search result. */
export const previewHead = (data: PreviewData | undefined) => ({
  meta: [
    { title: `${PREVIEW_TEXTS.ribbon}: ${data?.title ?? ""}` },
    { name: "robots", content: "noindex, nofollow" },
  ],
});

/** The page or post as visitors will see it; `ribbon` says above it that it is a preview. */
export function PreviewScreen({
  preview,
  siteUrl,
  ribbon,
}: {
  preview: PreviewData;
  siteUrl: string;
  ribbon: boolean;
}) {
  return (
    <>
      {ribbon ? (
        <div className={styles.ribbon} role="note">
          <strong>{PREVIEW_TEXTS.ribbon}</strong> {PREVIEW_TEXTS.note}
        </div>
      ) : null}
      {preview.kind === "post" ? (
        <Article post={preview.post} related={preview.related} url={`${siteUrl}/blog/${preview.post.slug}`} />
      ) : (
        <PageBody page={preview.page} data={preview.data} />
      )}
    </>
  );
}
