import { PAGE_SLUG_PATTERN } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "../components/NotFound";
import { PageArticle } from "../components/PageArticle";
import { isNotFound } from "../errors";
import { seoHead } from "../seo";

// Published CMS pages at /{slug} (DESIGN.md): /faq, /privacy, /resources/case-studies, ...
// Anything else is the not-found screen, with status 404.
export const Route = createFileRoute("/$")({
  loader: async ({ context: { api }, params }) => {
    const slug = (params._splat ?? "").replace(/\/+$/, "");
    if (!PAGE_SLUG_PATTERN.test(slug)) throw notFound();
    const [page, seo] = await Promise.all([
      api.pages.bySlug({ slug }).catch((error: unknown) => {
        throw isNotFound(error) ? notFound() : error;
      }),
      api.seo.forPageType({ pageType: "global" }),
    ]);
    const { title, content, metaTitle, metaDescription, canonicalUrl } = page;
    return { page: { slug: page.slug, title, content, metaTitle, metaDescription, canonicalUrl }, seo };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { page, seo } = loaderData;
    return seoHead(match.context.siteUrl, {
      path: `/${page.slug}`,
      settings: seo,
      page: {
        title: page.metaTitle ?? page.title,
        description: page.metaDescription,
        canonicalUrl: page.canonicalUrl,
      },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: page.title, path: `/${page.slug}` },
      ],
    });
  },
  // Its own, so the route's match (not the root's) says "not found": the page answers 404.
  notFoundComponent: () => <NotFound />,
  component: CmsPage,
});

function CmsPage() {
  const { page } = Route.useLoaderData();
  return <PageArticle title={page.title} content={page.content} />;
}
