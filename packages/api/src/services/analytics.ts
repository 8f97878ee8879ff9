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

/** One view as its counter names it: nothing in it tells one visitor from another. */
export interface CountedView {
  day: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  deviceClass: DeviceClass;
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

/** What the beacon sent, as its counter keeps it: the referrer's host, the source in lower case. */
export function countedView(
  view: z.output<typeof pageViewRecord>,
  siteUrl: string,
  now: Date = new Date(),
): CountedView {
  return {
    day: now.toISOString().slice(0, 10),
    path: view.path,
    referrerHost: referrerHost(view.referrer, siteUrl),
    utmSource: (view.utmSource ?? "").trim().toLowerCase().slice(0, 100),
    deviceClass: view.device,
  };
}

// Keeps one statement's parameters well under PostgreSQL's limit (6 a row).
const ROWS_PER_STATEMENT = 1000;

type ViewCount = { view: CountedView; views: number };

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

const keyOf = ({ day, path, referrerHost, utmSource, deviceClass }: CountedView) =>
  JSON.stringify([day, path, referrerHost, utmSource, deviceClass]);

/**
 * Keeps the day's counters under PAGE_VIEW_ROWS_PER_DAY: once the day's room is spent, a view with a
 * referrer or a source is counted under its page and device alone (those are bounded by the site's
 * pages; referrers and sources are whatever a client writes). An existing counter goes on counting.
 */
async function withinDailyRows(db: Database, counts: ViewCount[]): Promise<ViewCount[]> {
  const detailed = counts.filter(({ view }) => view.referrerHost !== "" || view.utmSource !== "");
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
          deviceClass: pageViewCounts.deviceClass,
        })
        .from(pageViewCounts)
        .where(
          and(
            inArray(pageViewCounts.day, days),
            or(ne(pageViewCounts.referrerHost, ""), ne(pageViewCounts.utmSource, "")),
          ),
        )
    ).map((row) => keyOf(row as CountedView)),
  );
  const kept = counts.map((count) => {
    const { view } = count;
    if ((view.referrerHost === "" && view.utmSource === "") || existing.has(keyOf(view))) return count;
    const left = room.get(view.day) ?? 0;
    if (left > 0) {
      room.set(view.day, left - 1);
      return count;
    }
    return { ...count, view: { ...view, referrerHost: "", utmSource: "" } };
  });
  return summedByCounter(kept);
}

/** One entry per counter (one statement may not name a row twice). */
function summedByCounter(counts: ViewCount[]): ViewCount[] {
  const sums = new Map<string, ViewCount>();
  for (const { view, views } of counts) {
    const key = keyOf(view);
    const sum = sums.get(key);
    if (sum) sum.views += views;
    else sums.set(key, { view, views });
  }
  return [...sums.values()];
}

/** Adds counts to their daily counters, a statement per ROWS_PER_STATEMENT (one per counter each). */
async function addToCounters(db: Pick<Database, "insert">, counts: ViewCount[]) {
  for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(pageViewCounts)
      .values(counts.slice(start, start + ROWS_PER_STATEMENT).map(({ view, views }) => ({ ...view, views })))
      .onConflictDoUpdate({
        target: [
          pageViewCounts.day,
          pageViewCounts.path,
          pageViewCounts.referrerHost,
          pageViewCounts.utmSource,
          pageViewCounts.deviceClass,
        ],
        set: { views: sql`${pageViewCounts.views} + excluded.views` },
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
const attribution = (field: "pagePath" | "utmSource") =>
  sql<string | null>`${sql.raw(`"inquiries"."attribution"->>'${field}'`)}`;

/**
 * Issue 21's analytics answer for the UTC days from..to (both included): views and inquiries per
 * day (every day, zero-filled), the pages most viewed or bringing inquiries, the referrers, and the
 * campaign sources.
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

  const [viewDays, inquiryDays, pageViews, pageInquiries, referrers, sourceViews, sourceInquiries] =
    await Promise.all([
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
  };
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
 * Rolls up the counters older than PAGE_VIEW_DETAIL_DAYS: each day's views are kept per page and
 * device (the chart and the page list stay whole), their referrers and sources are dropped. One
 * transaction, so a roll-up that stops half-way has changed nothing. Answers the rows it folded.
 */
export async function rollUpPageViews(db: Database, now: Date = new Date()): Promise<number> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const before = new Date(today - PAGE_VIEW_DETAIL_DAYS * DAY_MS).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const detailed = and(
      lt(pageViewCounts.day, before),
      or(ne(pageViewCounts.referrerHost, ""), ne(pageViewCounts.utmSource, "")),
    );
    const folded = await tx.delete(pageViewCounts).where(detailed).returning();
    if (folded.length === 0) return 0;
    const rows = summedByCounter(
      folded.map(({ views, ...row }) => ({
        view: { ...row, referrerHost: "", utmSource: "", deviceClass: row.deviceClass as DeviceClass },
        views,
      })),
    );
    await addToCounters(tx, rows);
    return folded.length;
  });
}
