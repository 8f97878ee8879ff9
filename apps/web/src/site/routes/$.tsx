import { isSystemPageSlug, NAV, PAGE_SLUG_PATTERN } from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFound } from "../components/NotFound";
import { PageBody } from "../components/PageBody";
import { loadPage, pageHead } from "../page-route";

// Published CMS pages at /{slug} (DESIGN.md): /faq, /privacy, /resources/case-studies, ...
// Anything else is the not-found screen, with status 404. The system pages have their own routes.
export const Route = createFileRoute("/$")({
  loader: ({ context: { api }, params }) => {
    const slug = (params._splat ?? "").replace(/\/+$/, "");
    if (!PAGE_SLUG_PATTERN.test(slug) || isSystemPageSlug(slug)) throw notFound();
    return loadPage(api, slug, "global");
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(match.context.siteUrl, loaderData, {
          titled: true,
          breadcrumbs: [
            { name: NAV.home, path: "/" },
            { name: loaderData.page.title, path: `/${loaderData.page.slug}` },
          ],
        })
      : {},
  // Its own, so the route's match (not the root's) says "not found": the page answers 404.
  notFoundComponent: () => <NotFound />,
  component: CmsPage,
});

function CmsPage() {
  const { page, data } = Route.useLoaderData();
  return <PageBody page={page} data={data} />;
}
