import { blogPosts, type Database, inquiries, pages, pageViewCounts } from "@staffing/db";
import {
  ANALYTICS_LIST_LIMIT,
  type AnalyticsRange,
  type DeviceClass,
  PAGE_VIEW_DETAIL_DAYS,
  PAGE_VIEW_ROWS_PER_DAY,
  type pageViewRecord,
  SITE_PAGE_PATHS,
} from "@staffing/shared";
import { and, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";

/**
 * One view as its counter names it, and whether it began a visit: nothing in it tells one visitor
 * from another.
 */
export interface CountedView {
  day: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  deviceClass: DeviceClass;
  /** The page before was not one of the site's (or none): a visit began here. */
  entry: boolean;
}

// A host name on the internet: dot-separated labels of letters, digits and inner hyphens, ending in
// a top-level name of letters (or punycode). An address, a single label (`localhost`) or a made-up
// form is no referrer a report can use.
const PUBLIC_HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The host of an http(s) referrer outside the site, lower-case, without `www.` and a trailing dot;
 * '' for anything else (another scheme, an address, a name that is no host on the internet).
 */
export function referrerHost(referrer: string | null | undefined, siteUrl: string): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = url.hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  if (host.length > 253 || !PUBLIC_HOST_NAME.test(host)) return "";
  // A page of the site itself is a move within the visit, not where the visitor came from.
  const site = new URL(siteUrl).hostname.toLowerCase().replace(/^www\./, "");
  return host === site ? "" : host;
}

/**
 * Whether a view began a visit (issue 29): its referrer is not a page of the site itself (no
 * referrer at all is a typed address, a bookmark, an app's link).
 */
export function beginsVisit(referrer: string | null | undefined, siteUrl: string): boolean {
  if (!referrer) return true;
  try {
    const host = (name: string) =>
      name
        .toLowerCase()
        .replace(/\.$/, "")
        .replace(/^www\./, "");
    return host(new URL(referrer).hostname) !== host(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}

const campaignValue = (value: string | null | undefined) => (value ?? "").trim().toLowerCase().slice(0, 100);

/** What the beacon sent, as its counter keeps it: the referrer's host, the campaign in lower case. */
export function countedView(
  view: z.output<typeof pageViewRecord>,
  siteUrl: string,
  now: Date = new Date(),
): CountedView {
  return {
    day: now.toISOString().slice(0, 10),
    path: view.path,
    referrerHost: referrerHost(view.referrer, siteUrl),
    utmSource: campaignValue(view.utmSource),
    utmMedium: campaignValue(view.utmMedium),
    utmCampaign: campaignValue(view.utmCampaign),
    deviceClass: view.device,
    entry: beginsVisit(view.referrer, siteUrl),
  };
}

// Keeps one statement's parameters well under PostgreSQL's limit (6 a row).
const ROWS_PER_STATEMENT = 1000;

/** A counter's view (its entry flag aside) and what to add to it. */
export type ViewCount = { view: CountedView; views: number; entries: number };

const POST_PATH = /^\/blog\/([^/]+)$/;

/**
 * The paths among `paths` that the site serves now: the home page, the system pages and the blog,
 * a published post at /blog/{slug}, a published page at /{slug}. Anything else (a path made up, a
 * page unpublished) is no page a visitor saw.
 */
export async function servedPaths(db: Database, paths: string[]): Promise<Set<string>> {
  const served = new Set(paths.filter((path) => (SITE_PAGE_PATHS as readonly string[]).includes(path)));
  const postSlugs = paths.flatMap((path) => path.match(POST_PATH)?.[1] ?? []);
  const pageSlugs = paths
    .filter((path) => !served.has(path) && !POST_PATH.test(path))
    .map((path) => path.slice(1));
  const live = (table: typeof pages | typeof blogPosts) =>
    and(eq(table.isPublished, true), or(isNull(table.publishedAt), lte(table.publishedAt, sql`now()`)));
  const [posts, livePages] = await Promise.all([
    postSlugs.length
      ? db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(and(inArray(blogPosts.slug, postSlugs), live(blogPosts)))
      : [],
    pageSlugs.length
      ? db
          .select({ slug: pages.slug })
          .from(pages)
          .where(and(inArray(pages.slug, pageSlugs), live(pages)))
      : [],
  ]);
  for (const { slug } of posts) served.add(`/blog/${slug}`);
  for (const { slug } of livePages) served.add(`/${slug}`);
  return served;
}

/** The counter a view goes to (whether it began a visit is counted in it, not a counter of its own). */
export const counterKey = ({
  day,
  path,
  referrerHost,
  utmSource,
  utmMedium,
  utmCampaign,
  deviceClass,
}: Omit<CountedView, "entry">) =>
  JSON.stringify([day, path, referrerHost, utmSource, utmMedium, utmCampaign, deviceClass]);

const keyOf = counterKey;

/** Whether a counter names more than its page and device (a referrer or a campaign: rolled up later). */
const isDetailed = (view: Omit<CountedView, "entry">) =>
  view.referrerHost !== "" || view.utmSource !== "" || view.utmMedium !== "" || view.utmCampaign !== "";
const DETAILED_ROW = or(
  ne(pageViewCounts.referrerHost, ""),
  ne(pageViewCounts.utmSource, ""),
  ne(pageViewCounts.utmMedium, ""),
  ne(pageViewCounts.utmCampaign, ""),
);
const UNDETAILED = { referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };

/**
 * Keeps the day's counters under PAGE_VIEW_ROWS_PER_DAY: once the day's room is spent, a view with a
 * referrer or a source is counted under its page and device alone (those are bounded by the site's
 * pages; referrers and sources are whatever a client writes). An existing counter goes on counting.
 */
async function withinDailyRows(db: Database, counts: ViewCount[]): Promise<ViewCount[]> {
  const detailed = counts.filter(({ view }) => isDetailed(view));
  if (detailed.length === 0) return counts;
  const days = [...new Set(detailed.map(({ view }) => view.day))];
  const held = await db
    .select({
      day: sql<string>`to_char(${pageViewCounts.day}, 'YYYY-MM-DD')`,
      rows: sql<number>`count(*)`.mapWith(Number),
    })
    .from(pageViewCounts)
    .where(inArray(pageViewCounts.day, days))
    .groupBy(pageViewCounts.day);
  const room = new Map(
    days.map((day) => [day, PAGE_VIEW_ROWS_PER_DAY - (held.find((row) => row.day === day)?.rows ?? 0)]),
  );
  if (detailed.every(({ view }) => (room.get(view.day) ?? 0) >= detailed.length)) return counts;
  // Near the cap: which detailed counters exist already (they keep counting, taking no room).
  const existing = new Set(
    (
      await db
        .select({
          day: sql<string>`to_char(${pageViewCounts.day}, 'YYYY-MM-DD')`,
          path: pageViewCounts.path,
          referrerHost: pageViewCounts.referrerHost,
          utmSource: pageViewCounts.utmSource,
          utmMedium: pageViewCounts.utmMedium,
          utmCampaign: pageViewCounts.utmCampaign,
          deviceClass: pageViewCounts.deviceClass,
        })
        .from(pageViewCounts)
        .where(and(inArray(pageViewCounts.day, days), DETAILED_ROW))
    ).map((row) => keyOf(row as CountedView)),
  );
  const kept = counts.map((count) => {
    const { view } = count;
    if (!isDetailed(view) || existing.has(keyOf(view))) return count;
    const left = room.get(view.day) ?? 0;
    if (left > 0) {
      room.set(view.day, left - 1);
      return count;
    }
    return { ...count, view: { ...view, ...UNDETAILED } };
  });
  return summedByCounter(kept);
}

/** One entry per counter (one statement may not name a row twice). */
function summedByCounter(counts: ViewCount[]): ViewCount[] {
  const sums = new Map<string, ViewCount>();
  for (const { view, views, entries } of counts) {
    const key = keyOf(view);
    const sum = sums.get(key);
    if (sum) {
      sum.views += views;
      sum.entries += entries;
    } else sums.set(key, { view, views, entries });
  }
  return [...sums.values()];
}

/** Adds counts to their daily counters, a statement per ROWS_PER_STATEMENT (one per counter each). */
async function addToCounters(db: Pick<Database, "insert">, counts: ViewCount[]) {
  for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(pageViewCounts)
      .values(
        counts
          .slice(start, start + ROWS_PER_STATEMENT)
          .map(({ view: { entry: _entry, ...view }, views, entries }) => ({ ...view, views, entries })),
      )
      .onConflictDoUpdate({
        target: [
          pageViewCounts.day,
          pageViewCounts.path,
          pageViewCounts.referrerHost,
          pageViewCounts.utmSource,
          pageViewCounts.utmMedium,
          pageViewCounts.utmCampaign,
          pageViewCounts.deviceClass,
        ],
        set: {
          views: sql`${pageViewCounts.views} + excluded.views`,
          entries: sql`${pageViewCounts.entries} + excluded.entries`,
        },
      });
  }
}

/**
 * Adds views counted in memory to the daily counters: views of paths the site does not serve are
 * dropped, and the day's counters stay under PAGE_VIEW_ROWS_PER_DAY.
 */
export async function addPageViews(db: Database, counted: ViewCount[]) {
  const served = await servedPaths(db, [...new Set(counted.map(({ view }) => view.path))]);
  const counts = await withinDailyRows(
    db,
    counted.filter(({ view }) => served.has(view.path)),
  );
  await addToCounters(db, counts);
}

const DAY_MS = 86_400_000;
const views = sql<number>`sum(${pageViewCounts.views})`.mapWith(Number);
const inquiryCount = sql<number>`count(*)`.mapWith(Number);
// The attribution branch of issue 21 defines this column (pagePath, utmSource, ...); this branch's
// migration adds it only when absent. Read as SQL, so the two branches share no schema line. The key
// is written into the statement (one of two fixed names), so the select and its GROUP BY are one
// expression, as PostgreSQL requires; as a parameter each would be another.
const attribution = (field: "pagePath" | "landingPath" | "utmSource" | "utmMedium" | "utmCampaign") =>
  sql<string | null>`${sql.raw(`"inquiries"."attribution"->>'${field}'`)}`;

/**
 * Issue 21's analytics answer for the UTC days from..to (both included): views and inquiries per
 * day (every day, zero-filled), the pages most viewed or bringing inquiries, the referrers, and the
 * campaign sources; and issue 29's crediting: the visits begun at each landing page and through each
 * campaign, with the inquiries those visits sent (by the inquiry's landing page and campaign, not the
 * page its form was on).
 */
export async function analyticsReport(db: Database, { from, to }: AnalyticsRange) {
  const inRange = and(gte(pageViewCounts.day, from), lte(pageViewCounts.day, to));
  const receivedFrom = new Date(`${from}T00:00:00Z`);
  const receivedUntil = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const received = and(gte(inquiries.createdAt, receivedFrom), lt(inquiries.createdAt, receivedUntil));
  const inquiryDay = sql<string>`to_char(${inquiries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const viewDay = sql<string>`to_char(${pageViewCounts.day}, 'YYYY-MM-DD')`;
  const pagePath = attribution("pagePath");
  const utmSource = sql<string | null>`lower(${attribution("utmSource")})`;
  const landingPath = attribution("landingPath");
  const campaignOf = (field: "utmSource" | "utmMedium" | "utmCampaign") =>
    sql<string>`coalesce(lower(${attribution(field)}), '')`;
  const [inquirySource, inquiryMedium, inquiryCampaign] = [
    campaignOf("utmSource"),
    campaignOf("utmMedium"),
    campaignOf("utmCampaign"),
  ];
  const entries = sql<number>`sum(${pageViewCounts.entries})`.mapWith(Number);

  const [
    viewDays,
    inquiryDays,
    pageViews,
    pageInquiries,
    referrers,
    sourceViews,
    sourceInquiries,
    landingVisits,
    landingInquiries,
    campaignVisits,
    campaignInquiries,
  ] = await Promise.all([
    db.select({ date: viewDay, views }).from(pageViewCounts).where(inRange).groupBy(viewDay),
    db
      .select({ date: inquiryDay, inquiries: inquiryCount })
      .from(inquiries)
      .where(received)
      .groupBy(inquiryDay),
    db
      .select({ path: pageViewCounts.path, views })
      .from(pageViewCounts)
      .where(inRange)
      .groupBy(pageViewCounts.path),
    db
      .select({ path: pagePath, inquiries: inquiryCount })
      .from(inquiries)
      .where(and(received, sql`${pagePath} is not null`))
      .groupBy(pagePath),
    db
      .select({ host: pageViewCounts.referrerHost, views })
      .from(pageViewCounts)
      .where(inRange)
      .groupBy(pageViewCounts.referrerHost)
      .orderBy(desc(views), pageViewCounts.referrerHost)
      .limit(ANALYTICS_LIST_LIMIT),
    db
      .select({ source: pageViewCounts.utmSource, views })
      .from(pageViewCounts)
      .where(and(inRange, ne(pageViewCounts.utmSource, "")))
      .groupBy(pageViewCounts.utmSource),
    db
      .select({ source: utmSource, inquiries: inquiryCount })
      .from(inquiries)
      .where(and(received, sql`${utmSource} is not null`, sql`${utmSource} <> ''`))
      .groupBy(utmSource),
    db
      .select({ path: pageViewCounts.path, visits: entries })
      .from(pageViewCounts)
      .where(and(inRange, sql`${pageViewCounts.entries} > 0`))
      .groupBy(pageViewCounts.path),
    db
      .select({ path: landingPath, inquiries: inquiryCount })
      .from(inquiries)
      .where(and(received, sql`${landingPath} is not null`))
      .groupBy(landingPath),
    db
      .select({
        source: pageViewCounts.utmSource,
        medium: pageViewCounts.utmMedium,
        campaign: pageViewCounts.utmCampaign,
        visits: entries,
      })
      .from(pageViewCounts)
      .where(
        and(
          inRange,
          sql`${pageViewCounts.entries} > 0`,
          or(
            ne(pageViewCounts.utmSource, ""),
            ne(pageViewCounts.utmMedium, ""),
            ne(pageViewCounts.utmCampaign, ""),
          ),
        ),
      )
      .groupBy(pageViewCounts.utmSource, pageViewCounts.utmMedium, pageViewCounts.utmCampaign),
    db
      .select({
        source: inquirySource,
        medium: inquiryMedium,
        campaign: inquiryCampaign,
        inquiries: inquiryCount,
      })
      .from(inquiries)
      .where(
        and(received, sql`(${inquirySource} <> '' or ${inquiryMedium} <> '' or ${inquiryCampaign} <> '')`),
      )
      .groupBy(inquirySource, inquiryMedium, inquiryCampaign),
  ]);

  const viewsOn = new Map(viewDays.map((row) => [row.date, row.views]));
  const inquiriesOn = new Map(inquiryDays.map((row) => [row.date, row.inquiries]));
  const dayCount = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  const days = Array.from({ length: dayCount }, (_, index) => {
    const date = new Date(Date.parse(from) + index * DAY_MS).toISOString().slice(0, 10);
    return { date, views: viewsOn.get(date) ?? 0, inquiries: inquiriesOn.get(date) ?? 0 };
  });

  return {
    days,
    pages: joinCounts(pageViews, pageInquiries, (row) => row.path).map(({ key, views, inquiries }) => ({
      path: key,
      views,
      inquiries,
      // Inquiries per view; none without views (an inquiry from a page counted before analytics).
      conversionRate: views > 0 ? inquiries / views : null,
    })),
    referrers: referrers.map((row) => ({ host: row.host || null, views: row.views })),
    sources: joinCounts(sourceViews, sourceInquiries, (row) => row.source).map(
      ({ key, views, inquiries }) => ({
        source: key,
        views,
        inquiries,
      }),
    ),
    landingPages: creditLandingPages(landingVisits, landingInquiries),
    campaigns: creditCampaigns(campaignVisits, campaignInquiries),
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

/** Visits and inquiries by the same key, those bringing inquiries first, then the most visited. */
function joinVisits<K>(
  visitRows: (K & { visits: number })[],
  inquiryRows: (K & { inquiries: number })[],
  keyOf: (row: K) => string,
): (K & { visits: number; inquiries: number })[] {
  const joined = new Map<string, K & { visits: number; inquiries: number }>();
  const entry = (row: K) => {
    const key = keyOf(row);
    let found = joined.get(key);
    if (!found) {
      found = { ...row, visits: 0, inquiries: 0 };
      joined.set(key, found);
    }
    return found;
  };
  for (const row of visitRows) entry(row).visits += row.visits;
  for (const row of inquiryRows) entry(row).inquiries += row.inquiries;
  return [...joined.values()]
    .sort((a, b) => b.inquiries - a.inquiries || b.visits - a.visits || keyOf(a).localeCompare(keyOf(b)))
    .slice(0, ANALYTICS_LIST_LIMIT);
}

/**
 * Issue 29's crediting by landing page: the visits that began at each path, and the inquiries whose
 * visit began there (wherever their form was); conversion is inquiries per visit begun (0-1), none
 * without visits (an inquiry sent without the beacon, or before the period's first visit).
 */
export function creditLandingPages(
  visits: { path: string; visits: number }[],
  inquiries: { path: string | null; inquiries: number }[],
) {
  const known = inquiries.flatMap((row) => (row.path ? [{ path: row.path, inquiries: row.inquiries }] : []));
  return joinVisits<{ path: string }>(visits, known, (row) => row.path).map(
    ({ path, visits, inquiries }) => ({
      path,
      visits,
      inquiries,
      conversion: visits > 0 ? inquiries / visits : null,
    }),
  );
}

/** The campaign of a counter or an inquiry: '' for a part it does not name. */
interface CampaignRow {
  source: string;
  medium: string;
  campaign: string;
}

/**
 * Issue 29's crediting by campaign: the visits each campaign (UTM source, medium and name, in lower
 * case) began, and the inquiries sent in those visits; a part a campaign does not name is null.
 */
export function creditCampaigns(
  visits: (CampaignRow & { visits: number })[],
  inquiries: (CampaignRow & { inquiries: number })[],
) {
  const lower = <R extends CampaignRow>(row: R): R => ({
    ...row,
    source: row.source.toLowerCase(),
    medium: row.medium.toLowerCase(),
    campaign: row.campaign.toLowerCase(),
  });
  return joinVisits<CampaignRow>(visits.map(lower), inquiries.map(lower), (row) =>
    JSON.stringify([row.source, row.medium, row.campaign]),
  ).map(({ source, medium, campaign, visits, inquiries }) => ({
    source: source || null,
    medium: medium || null,
    campaign: campaign || null,
    visits,
    inquiries,
  }));
}

/** Views and inquiries by the same key, those bringing inquiries first, then the most viewed. */
function joinCounts<V extends { views: number }, I extends { inquiries: number }>(
  viewRows: V[],
  inquiryRows: I[],
  keyOf: (row: V | I) => string | null,
) {
  const joined = new Map<string, { key: string; views: number; inquiries: number }>();
  const entry = (key: string) => {
    let found = joined.get(key);
    if (!found) {
      found = { key, views: 0, inquiries: 0 };
      joined.set(key, found);
    }
    return found;
  };
  for (const row of viewRows) {
    const key = keyOf(row);
    if (key) entry(key).views += row.views;
  }
  for (const row of inquiryRows) {
    const key = keyOf(row);
    if (key) entry(key).inquiries += row.inquiries;
  }
  return [...joined.values()]
    .sort((a, b) => b.inquiries - a.inquiries || b.views - a.views || a.key.localeCompare(b.key))
    .slice(0, ANALYTICS_LIST_LIMIT);
}

/**
 * Rolls up the counters older than PAGE_VIEW_DETAIL_DAYS: each day's views and visits begun are kept
 * per page and device (the chart, the page list and the landing pages stay whole), their referrers
 * and campaigns are dropped. One
 * transaction, so a roll-up that stops half-way has changed nothing. Answers the rows it folded.
 */
export async function rollUpPageViews(db: Database, now: Date = new Date()): Promise<number> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const before = new Date(today - PAGE_VIEW_DETAIL_DAYS * DAY_MS).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const detailed = and(lt(pageViewCounts.day, before), DETAILED_ROW);
    const folded = await tx.delete(pageViewCounts).where(detailed).returning();
    if (folded.length === 0) return 0;
    const rows = summedByCounter(
      folded.map(({ views, entries, ...row }) => ({
        view: { ...row, ...UNDETAILED, deviceClass: row.deviceClass as DeviceClass, entry: false },
        views,
        entries,
      })),
    );
    await addToCounters(tx, rows);
    return folded.length;
  });
}
