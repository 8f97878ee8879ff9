import { FEED_PATH } from "./constants";
import { PUBLIC_FORMS } from "./forms";
import { JOBS_FEED_PATH, JOBS_PATH } from "./job-listings";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "./newsletter";

// The one list of the addresses the app serves itself (apps/server's routes and the public site's
// routes, named from the constants those routes are registered with where they have one): a page
// slug or a redirect there would shadow them, so both are refused (issue 31), in any letter case
// (`/BLOG` is `/blog` to a visitor). A new route of the app adds its prefix here;
// apps/server/src/app-routes.test.ts checks the server's routes and the public site's route files.

const firstSegment = (path: string) => `/${path.split("/")[1] ?? ""}`;
// A newsletter link's tail, were its landing ever served outside /api (`/newsletter/confirm`).
const newsletterLanding = (path: string) => path.replace(/^\/api/, "");

/** Paths (and everything under them) that never answer with a CMS page nor follow a redirect. */
export const APP_ROUTE_PREFIXES = [
  "/admin",
  "/api",
  "/assets",
  "/auth",
  firstSegment(PUBLIC_FORMS.inquiry.action),
  "/healthz",
  "/media",
  "/metrics",
  newsletterLanding(NEWSLETTER_CONFIRM_PATH),
  newsletterLanding(NEWSLETTER_UNSUBSCRIBE_PATH),
  "/preview",
  "/readyz",
  "/robots.txt",
  FEED_PATH,
  JOBS_FEED_PATH,
  "/sitemap.xml",
  "/trpc",
] as const;

/**
 * The site's own pages at their own routes: the home page, the system pages, the blog and its authors,
 * the jobs, the whitepapers' request pages.
 */
export const SITE_PAGE_PATHS = [
  "/",
  "/home",
  "/services",
  "/about",
  "/contact",
  "/blog",
  "/authors",
  JOBS_PATH,
  "/whitepapers",
] as const;

const lowered = (path: string) => path.toLowerCase();

/** Whether a path (decoded) is one of the app's routes or under one, in any letter case. */
export const isAppRoute = (path: string) => {
  const candidate = lowered(path);
  return APP_ROUTE_PREFIXES.some((prefix) => candidate === prefix || candidate.startsWith(`${prefix}/`));
};

/** Whether a path (decoded) is one no redirect may ever cover: an app route or a site page's own. */
export const isSiteOwnedPath = (path: string) =>
  (SITE_PAGE_PATHS as readonly string[]).includes(lowered(path)) || isAppRoute(path);

/**
 * Whether a page may not take the slug: its address is the site's own, or lies under a site page's
 * (`blog/x` is a post's address, `about/team` beside the About page's). A post's address may still be
 * redirected, as a rename does.
 */
export const isReservedPageSlug = (slug: string) =>
  isSiteOwnedPath(`/${slug}`) ||
  (SITE_PAGE_PATHS as readonly string[]).includes(`/${lowered(slug).split("/")[0]}`);
