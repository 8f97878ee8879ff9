import { readdirSync } from "node:fs";
import {
  FEED_PATH,
  isReservedPageSlug,
  isSiteOwnedPath,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PAGE_VIEW_BEACON_PATH,
  PUBLIC_FORMS,
  SET_PASSWORD_PATH,
} from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { METRICS_PATH } from "./metrics/metrics-routes";

// APP_ROUTE_PREFIXES (packages/shared/src/app-routes.ts) against the routes themselves: a route added
// to the server or the public site without its prefix there would let a page or a redirect shadow it.

const SERVER_ROUTES = [
  "/auth/v1/token",
  "/trpc/blog.list",
  "/api/blog",
  "/admin",
  SET_PASSWORD_PATH,
  "/assets/app.js",
  "/media/photo.webp",
  "/healthz",
  "/readyz",
  "/robots.txt",
  "/sitemap.xml",
  FEED_PATH,
  METRICS_PATH,
  PAGE_VIEW_BEACON_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  ...Object.values(PUBLIC_FORMS).map((form) => form.action),
];

/** The public site's route files and folders, as TanStack Router names them: each a first segment. */
const siteRoutes = () =>
  readdirSync(new URL("../../web/src/site/routes/", import.meta.url))
    .filter((name) => !/^(?:__root|index|\$|-)/.test(name))
    .map((name) => `/${name.replace(/\.tsx$/, "")}`);

describe("the app's own addresses", () => {
  it.each(SERVER_ROUTES)(
    "%s, a route of the server, is no page's nor redirect's, in any letter case",
    (path) => {
      expect(isSiteOwnedPath(path)).toBe(true);
      expect(isSiteOwnedPath(path.toUpperCase())).toBe(true);
      expect(isReservedPageSlug(path.slice(1))).toBe(true);
    },
  );

  it("cover every route of the public site", () => {
    const routes = siteRoutes();
    expect(routes).toContain("/blog");
    for (const path of routes) {
      expect(isSiteOwnedPath(path), path).toBe(true);
      expect(isReservedPageSlug(`${path.slice(1)}/below`), path).toBe(true);
    }
  });

  it("leave the rest to pages: addresses that only start like the app's", () => {
    for (const slug of [
      "faq",
      "newsletter",
      "careers",
      "blogroll",
      "administration",
      "media-kit",
      "resources/case-studies",
    ]) {
      expect(isReservedPageSlug(slug), slug).toBe(false);
    }
  });
});
