import { PREVIEW_TEXTS, type Section } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { Article } from "../../components/Article";
import { NotFound } from "../../components/NotFound";
import { PageBody } from "../../components/PageBody";
import { toPostSummary } from "../../components/PostCard";
import { isNotFound } from "../../errors";
import { relatedPosts } from "../../related-posts";
import { loadSectionData } from "../../sections/data";
import styles from "./preview.module.css";

// A draft as it will look, at the address the panel's 'Preview' made (a signed token that expires
// after an hour). The server never caches it and keeps it out of search; a tampered or expired token
// is the not-found screen, with status 404.
export const Route = createFileRoute("/preview/$token")({
  loader: async ({ context: { api }, params }) => {
    const content = await api.preview.resolve({ token: params.token }).catch((error: unknown) => {
      throw isNotFound(error) ? notFound() : error;
    });
    if (content.kind === "page") {
      const { title, content: html } = content.page;
      const sections = content.page.sections as Section[];
      const data = await loadSectionData(api, sections);
      return { kind: "page" as const, title, page: { title, content: html, sections }, data };
    }
    const { post } = content;
    return {
      kind: "post" as const,
      title: post.title,
      post: { ...toPostSummary(post), content: post.content },
      related: await relatedPosts(api, post),
    };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${PREVIEW_TEXTS.ribbon}: ${loaderData?.title ?? ""}` },
      { name: "robots", content: "noindex, nofollow" },
    ],
  }),
  notFoundComponent: () => <NotFound />,
  component: Preview,
});

function Preview() {
  const preview = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  return (
    <>
      <div className={styles.ribbon} role="note">
        <strong>{PREVIEW_TEXTS.ribbon}</strong> {PREVIEW_TEXTS.note}
      </div>
      {preview.kind === "post" ? (
        <Article post={preview.post} related={preview.related} url={`${siteUrl}/blog/${preview.post.slug}`} />
      ) : (
        <PageBody page={preview.page} data={preview.data} />
      )}
    </>
  );
}
