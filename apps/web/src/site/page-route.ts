import { type PageType, pagePath, type Section } from "@staffing/shared";
import { notFound } from "@tanstack/react-router";
import type { Api } from "./context";
import { isNotFound } from "./errors";
import { loadSectionData } from "./sections/data";
import { sectionsStructuredData } from "./sections/registry";
import { seoHead } from "./seo";

// What a route that shows a page (Home, Services, About, Contact, a CMS page) loads and puts in its
// head: the page by its slug, its page type's SEO settings, and what its sections show.

export async function loadPage(api: Api, slug: string, pageType: PageType) {
  const [page, seo] = await Promise.all([
    api.pages.bySlug({ slug }).catch((error: unknown) => {
      throw isNotFound(error) ? notFound() : error;
    }),
    api.seo.forPageType({ pageType }),
  ]);
  const { title, content, metaTitle, metaDescription, canonicalUrl } = page;
  const sections = page.sections as Section[];
  return {
    page: { slug: page.slug, title, content, sections, metaTitle, metaDescription, canonicalUrl },
    seo,
    data: await loadSectionData(api, sections),
  };
}

export type LoadedPage = Awaited<ReturnType<typeof loadPage>>;

/**
 * A page's head: its page type's settings, over which the page's own meta fields win when set.
 * `titled` pages (CMS pages) fall back to their title; a system page falls back to its settings'.
 */
export function pageHead(
  siteUrl: string,
  { page, seo }: LoadedPage,
  options: {
    titled: boolean;
    breadcrumbs?: { name: string; path: string }[];
    /** Blocks of the page's own beyond its sections' (the home page's WebSite block). */
    structuredData?: object[];
  },
) {
  return seoHead(siteUrl, {
    path: pagePath(page.slug),
    settings: seo,
    page: {
      title: page.metaTitle ?? (options.titled ? page.title : null),
      description: page.metaDescription,
      canonicalUrl: page.canonicalUrl,
    },
    ...(options.breadcrumbs ? { breadcrumbs: options.breadcrumbs } : {}),
    structuredData: [...sectionsStructuredData(page.sections), ...(options.structuredData ?? [])],
  });
}
