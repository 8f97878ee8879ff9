import { SURROGATE_KEYS } from "./surrogate-keys";

/**
 * The public JSON reads a shared cache may keep (REST paths under /api), with the keys of what each
 * shows; a read not listed here is never marked public. Search is not here: its answers are the
 * searcher's own (PER_VISITOR_REASONS.search).
 */
export const SHARED_PUBLIC_READS: Readonly<Record<string, (params: Record<string, unknown>) => string[]>> = {
  "/blog": () => [SURROGATE_KEYS.posts],
  "/blog/:slug": (params) => [SURROGATE_KEYS.post(String(params.slug ?? ""))],
  "/site": () => [SURROGATE_KEYS.profile, SURROGATE_KEYS.navigation],
  "/navigation": () => [SURROGATE_KEYS.navigation],
  "/authors": () => [SURROGATE_KEYS.people, SURROGATE_KEYS.posts],
  "/authors/:slug": (params) => [
    SURROGATE_KEYS.author(String(params.slug ?? "")),
    SURROGATE_KEYS.people,
    SURROGATE_KEYS.posts,
  ],
  "/jobs": () => [SURROGATE_KEYS.jobs],
  "/jobs/:slug": (params) => [SURROGATE_KEYS.job(String(params.slug ?? "")), SURROGATE_KEYS.jobs],
  "/sitemap.xml": () => SITEMAP_KEYS,
};

/** The sitemap and the feed list pages and posts (the sitemap jobs too), with titles from the SEO settings. */
export const SITEMAP_KEYS = [
  SURROGATE_KEYS.pages,
  SURROGATE_KEYS.posts,
  SURROGATE_KEYS.seo,
  SURROGATE_KEYS.people,
  SURROGATE_KEYS.jobs,
];
export const FEED_KEYS = [SURROGATE_KEYS.posts, SURROGATE_KEYS.profile, SURROGATE_KEYS.seo];
/** The jobs feed: the open jobs, titled with the company's name. */
export const JOBS_FEED_KEYS = [SURROGATE_KEYS.jobs, SURROGATE_KEYS.profile];

/** Reads whose answers are one searcher's: private, and noindex. */
export const SEARCH_READS = new Set(["/search"]);
