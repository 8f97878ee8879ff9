import { type Database, inquiries, pageViewCounts } from "@staffing/db";
import {
  ANALYTICS_LIST_LIMIT,
  type AnalyticsRange,
  type DeviceClass,
  type pageViewRecord,
} from "@staffing/shared";
import { and, desc, gte, lt, lte, ne, sql } from "drizzle-orm";
import type { z } from "zod";

/** One view as its counter names it: nothing in it tells one visitor from another. */
export interface CountedView {
  day: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  deviceClass: DeviceClass;
}

/** The host of an http(s) referrer outside the site, without `www.`; '' for anything else. */
function referrerHost(referrer: string | null | undefined, siteUrl: string): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  // A page of the site itself is a move within the visit, not where the visitor came from.
  if (url.host === new URL(siteUrl).host) return "";
  return url.hostname.replace(/^www\./, "").slice(0, 253);
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

/** Adds views counted in memory to the daily counters. */
export async function addPageViews(db: Database, counts: { view: CountedView; views: number }[]) {
  for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
    const rows = counts
      .slice(start, start + ROWS_PER_STATEMENT)
      .map(({ view, views }) => ({ ...view, views }));
    await db
      .insert(pageViewCounts)
      .values(rows)
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
