import { NAV, type SystemPageSlug, websiteJsonLd } from "@staffing/shared";
import { useLoaderData } from "@tanstack/react-router";
import { PageBody } from "./components/PageBody";
import type { SiteContext } from "./context";
import { type LoadedPage, loadPage, pageHead } from "./page-route";

// The system pages' routes (Home, Services, About, Contact) differ only in their page. Each route file
// keeps its own `createFileRoute` call (where the route generator looks) and passes it these options.

/** Each system page's route id (also its address), as literal types: `useLoaderData` knows its data. */
const SYSTEM_PAGE_ROUTES = {
  home: "/",
  services: "/services",
  about: "/about",
  contact: "/contact",
} as const satisfies Record<SystemPageSlug, string>;

/** A system page's route: the page and its type's SEO settings; below Home, a breadcrumb to it. */
export function systemPageRoute(slug: SystemPageSlug) {
  const path = SYSTEM_PAGE_ROUTES[slug];
  const breadcrumbs =
    slug === "home"
      ? undefined
      : [
          { name: NAV.home, path: SYSTEM_PAGE_ROUTES.home },
          { name: NAV[slug], path },
        ];
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, as its file loads.
  function SystemPage() {
    const { page, data } = useLoaderData({ from: path });
    return <PageBody page={page} data={data} />;
  }
  return {
    loader: ({ context: { api } }: { context: SiteContext }) => loadPage(api, slug, slug),
    head: ({
      loaderData,
      match,
    }: {
      loaderData?: LoadedPage;
      match: { context: SiteContext & { profile: { name: string } } };
    }) => {
      if (!loaderData) return {};
      const { siteUrl, profile } = match.context;
      // The site as a whole (its name, its search) is described once, on its home page.
      const structuredData = slug === "home" ? [websiteJsonLd(siteUrl, profile.name)] : [];
      return pageHead(siteUrl, loaderData, { titled: false, breadcrumbs, structuredData });
    },
    component: SystemPage,
  };
}
