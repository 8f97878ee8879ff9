import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

// Issue 21's first-party analytics: one counter per day, path, referrer host, campaign (UTM source,
// medium and name) and device class, added to in batches; beside the views, the visits that began
// there (issue 29: a view whose referrer is not the site itself). There is deliberately no column that could tell one visitor from
// another: no address, no user agent, no cookie or id, no time finer than the day.
export const pageViewCounts = pgTable(
  "page_view_counts",
  {
    /** The UTC day of the views, YYYY-MM-DD. */
    day: date("day", { mode: "string" }).notNull(),
    /** The page's path on the site, without its query string. */
    path: text("path").notNull(),
    /** The host of the page outside the site that led here; '' when the browser told none. */
    referrerHost: text("referrer_host").notNull().default(""),
    /** The campaign's utm_source, lower-case; '' without one. */
    utmSource: text("utm_source").notNull().default(""),
    /** The campaign's utm_medium, lower-case; '' without one. */
    utmMedium: text("utm_medium").notNull().default(""),
    /** The campaign's utm_campaign, lower-case; '' without one. */
    utmCampaign: text("utm_campaign").notNull().default(""),
    deviceClass: text("device_class").notNull(),
    views: integer("views").notNull().default(0),
    /** Of those views, the ones that began a visit: the page before was not one of the site's. */
    entries: integer("entries").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "page_view_counts_pk",
      columns: [t.day, t.path, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign, t.deviceClass],
    }),
    check("page_view_counts_device_class", sql`${t.deviceClass} in ('phone', 'tablet', 'desktop')`),
  ],
);
