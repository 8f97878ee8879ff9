import { z } from "zod";
import { isAppRoute } from "./app-routes";

// Issue 21, point 3: first-party analytics. Daily counters by path, referrer host, UTM source and
// device class; nothing that tells one visitor from another.

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The widest range one analytics answer covers (a leap year's days). */
export const ANALYTICS_MAX_DAYS = 366;
/** The dashboard's window. */
export const DASHBOARD_ANALYTICS_DAYS = 30;
/** The longest lists (pages, referrers, sources) one answer holds, most viewed first. */
export const ANALYTICS_LIST_LIMIT = 50;

// Tablets first: an Android tablet says "Android" without "Mobile", a phone says both.
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

/** The device class a user agent names; what it cannot tell is a desktop (a Mac, a PC, an iPad asking for the desktop site). */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  if (TABLET.test(userAgent)) return "tablet";
  if (PHONE.test(userAgent)) return "phone";
  return "desktop";
}

// Crawlers, link previews, monitors and scripts: none of them is a visitor. Headless browsers too
// (they run the beacon); browser tests give theirs an ordinary user agent.
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-|httpx|go-http-client|java\/|okhttp|node-fetch|undici|axios|phantomjs|scrapy/i;

/** Whether a user agent is a program rather than a person's browser (no user agent at all is one too). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || CRAWLER.test(userAgent);
}

/** The request headers that decide whether a view is counted at all. */
export interface PageViewHeaders {
  userAgent?: string | undefined;
  doNotTrack?: string | undefined;
  globalPrivacyControl?: string | undefined;
}

/** A visitor who asked not to be tracked (DNT: 1, Sec-GPC: 1) and every crawler count nothing. */
export function countsAsPageView({ userAgent, doNotTrack, globalPrivacyControl }: PageViewHeaders) {
  if (doNotTrack?.trim() === "1" || globalPrivacyControl?.trim() === "1") return false;
  return !isCrawler(userAgent);
}

export const ANALYTICS_MESSAGES = {
  pathInvalid: "Use the path of a page of the site, such as /blog/some-post",
  dateInvalid: "Use a date written YYYY-MM-DD",
  rangeReversed: "The end comes before the start",
  rangeTooLong: `Choose at most ${ANALYTICS_MAX_DAYS} days`,
  periodDays: "Choose 7, 30 or 90 days, or a start and an end date",
  periodBoth: "Choose a number of days or dates, not both",
  dateMissing: "Choose a start and an end date",
} as const;

// A page or post address: lower-case slug segments, or the home page.
const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** The path of a public page of the site (a trailing slash is dropped); never the panel, the API or a file. */
export const sitePagePath = z
  .string()
  .trim()
  .max(300, ANALYTICS_MESSAGES.pathInvalid)
  .transform((path) => path.replace(/(?<=.)\/+$/, ""))
  .refine((path) => SITE_PATH.test(path) && !isAppRoute(path), ANALYTICS_MESSAGES.pathInvalid);

/**
 * What the beacon sends: the page, the page before it (as the browser tells), the campaign's source,
 * medium and name (issue 29: the visits each campaign brought).
 */
export const pageViewInput = z.object({
  path: sitePagePath,
  // Only its host is kept, and whether it is the site's own (a visit's first page has none of ours);
  // anything that is not an http(s) address counts as no referrer.
  referrer: z.string().max(2000).nullish(),
  utmSource: z.string().max(200).nullish(),
  utmMedium: z.string().max(200).nullish(),
  utmCampaign: z.string().max(200).nullish(),
});
export type PageViewInput = z.input<typeof pageViewInput>;

/** A view as it is counted: the device class comes from the user agent on the server. */
export const pageViewRecord = pageViewInput.extend({ device: z.enum(DEVICE_CLASSES) });

const DAY_MS = 86_400_000;
const isoDay = z.iso.date({ error: ANALYTICS_MESSAGES.dateInvalid });

/** `from` and `to` (both included, UTC days), at most ANALYTICS_MAX_DAYS apart. */
export const analyticsRangeInput = z
  .object({ from: isoDay, to: isoDay })
  .superRefine(({ from, to }, context) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1)
      context.addIssue({ code: "custom", path: ["to"], message: ANALYTICS_MESSAGES.rangeReversed });
    else if (days > ANALYTICS_MAX_DAYS)
      context.addIssue({ code: "custom", path: ["to"], message: ANALYTICS_MESSAGES.rangeTooLong });
  });
export type AnalyticsRange = z.output<typeof analyticsRangeInput>;

/** The periods the analytics screen offers by name (issue 29), in days up to today. */
export const ANALYTICS_PERIOD_DAYS = [7, 30, 90] as const;
export type AnalyticsPeriodDays = (typeof ANALYTICS_PERIOD_DAYS)[number];

/**
 * The analytics report's period: `days` (7, 30 or 90, up to today in UTC), or `from` and `to` as
 * analyticsRangeInput takes them; never both. Answers the range of days.
 */
export const analyticsPeriodFields = z
  .object({
    days: z
      .number({ error: ANALYTICS_MESSAGES.periodDays })
      .int(ANALYTICS_MESSAGES.periodDays)
      .refine(
        (days) => (ANALYTICS_PERIOD_DAYS as readonly number[]).includes(days),
        ANALYTICS_MESSAGES.periodDays,
      )
      .optional()
      .meta({ description: "The last 7, 30 or 90 days up to today (UTC); or give from and to" }),
    from: isoDay.optional().meta({ description: "The first UTC day, YYYY-MM-DD (with to)" }),
    to: isoDay.optional().meta({ description: "The last UTC day, YYYY-MM-DD, included (with from)" }),
  })
  .superRefine(({ days, from, to }, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (days !== undefined) {
      if (from !== undefined || to !== undefined) issue("days", ANALYTICS_MESSAGES.periodBoth);
      return;
    }
    if (from === undefined && to === undefined) return issue("days", ANALYTICS_MESSAGES.periodDays);
    if (from === undefined) return issue("from", ANALYTICS_MESSAGES.dateMissing);
    if (to === undefined) return issue("to", ANALYTICS_MESSAGES.dateMissing);
    // A date written wrong is refused by its own field already; the range is checked between good ones.
    if (!isoDay.safeParse(from).success || !isoDay.safeParse(to).success) return;
    const range = analyticsRangeInput.safeParse({ from, to });
    for (const failed of range.error?.issues ?? []) issue(String(failed.path[0] ?? "to"), failed.message);
  });
export const analyticsPeriodInput = analyticsPeriodFields.transform(
  ({ days, from, to }): AnalyticsRange =>
    days !== undefined ? lastDays(days) : { from: from as string, to: to as string },
);
export type AnalyticsPeriodInput = z.input<typeof analyticsPeriodInput>;

/** The last `days` days up to today (UTC), as the dashboard asks for them. */
export function lastDays(days: number, now: Date = new Date()): AnalyticsRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(today - (days - 1) * DAY_MS), to: day(today) };
}

/**
 * Distinct counters (path, referrer host, source, device) a day may hold: past it, a view is still
 * counted, under its page and device without its referrer and source, so made-up referrers cannot
 * fill the table (issue 31: 500 rows in 1.9 s).
 */
export const PAGE_VIEW_ROWS_PER_DAY = 5000;
/** Days a counter keeps its referrer and source; older days are rolled up to page and device. */
export const PAGE_VIEW_DETAIL_DAYS = 90;

/** Where the beacon posts each view (apps/web's page-view-beacon.ts says it again: it imports nothing). */
export const PAGE_VIEW_BEACON_PATH = "/api/views";

/** A conversion (0-1) as the report shows it: "12.5%", "50%"; nothing without one. */
export function conversionPercent(rate: number | null): string {
  return rate === null ? "" : `${Number((rate * 100).toFixed(1))}%`;
}
