import { blogPosts, type Database, inquiries, pages } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { accountMailJobs, siteMailJobs } from "@staffing/mail";
import {
  INQUIRY_CHART_WEEKS,
  INQUIRY_REPLY_STATS_DAYS,
  type InquiryStatus,
  MAIL_BEHIND_WARNING_MINUTES,
} from "@staffing/shared";
import { and, count, gte, lt, sql } from "drizzle-orm";
import { overdueCondition } from "./inquiry-promise";

const published = (column: typeof pages.isPublished | typeof blogPosts.isPublished) =>
  sql<number>`count(*) filter (where ${column})`.mapWith(Number);

/**
 * The dashboard counters of SPEC section 3 ("Admin stats"), and the 24-hour promise: how many
 * inquiries are overdue now, and the median time to the first reply of those received in the last
 * INQUIRY_REPLY_STATS_DAYS days (null when none of them has one yet).
 */
export async function adminStats(db: Database, responseHours: number, now: Date = new Date()) {
  const since = new Date(now.getTime() - INQUIRY_REPLY_STATS_DAYS * DAY_MS);
  const overdue = overdueCondition(responseHours, now);
  const [[pageCounts], [postCounts], [inquiryCounts]] = await Promise.all([
    db.select({ total: count(), published: published(pages.isPublished) }).from(pages),
    db.select({ total: count(), published: published(blogPosts.isPublished) }).from(blogPosts),
    db
      .select({
        total: count(),
        overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
        medianSeconds: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${inquiries.firstRespondedAt} - ${inquiries.createdAt})) filter (where ${inquiries.firstRespondedAt} is not null and ${inquiries.createdAt} >= ${since.toISOString()}::timestamptz)`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(inquiries),
  ]);
  const medianSeconds = inquiryCounts?.medianSeconds ?? null;
  return {
    totalPages: pageCounts?.total ?? 0,
    publishedPages: pageCounts?.published ?? 0,
    totalPosts: postCounts?.total ?? 0,
    publishedPosts: postCounts?.published ?? 0,
    totalInquiries: inquiryCounts?.total ?? 0,
    overdueInquiries: inquiryCounts?.overdue ?? 0,
    medianFirstReplyMinutes: medianSeconds === null ? null : Math.round(medianSeconds / 60),
  };
}

/**
 * How far mail is behind (issue 32): the minutes the oldest mail ready to go has waited, in either
 * mail queue, once that is more than MAIL_BEHIND_WARNING_MINUTES; null while mail keeps up. The age
 * is pg-boss's count of its last monitor pass (every 15 s), so it is never more than that stale.
 */
export async function mailBehindMinutes(jobs: Jobs): Promise<number | null> {
  const queues = await jobs.status([accountMailJobs.name, siteMailJobs.name]);
  const oldestSeconds = Math.max(0, ...queues.map((queue) => queue.oldestWaitingSeconds ?? 0));
  return oldestSeconds > MAIL_BEHIND_WARNING_MINUTES * 60 ? Math.floor(oldestSeconds / 60) : null;
}

export interface InquiryWeek {
  /** The Monday that starts the ISO week, `YYYY-MM-DD` in UTC. */
  weekStart: string;
  new: number;
  in_progress: number;
  closed: number;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * Inquiries received in each of the last INQUIRY_CHART_WEEKS ISO weeks (Monday 00:00 UTC), oldest
 * first, the current week last, by their status now. Weeks without inquiries count zero.
 */
export async function inquiriesByWeek(db: Database, now: Date = new Date()): Promise<InquiryWeek[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const firstWeek = today - daysSinceMonday * DAY_MS - (INQUIRY_CHART_WEEKS - 1) * WEEK_MS;
  const from = new Date(firstWeek);
  const until = new Date(firstWeek + INQUIRY_CHART_WEEKS * WEEK_MS);

  const withStatus = (status: InquiryStatus) =>
    sql<number>`count(*) filter (where ${inquiries.status} = ${status})`.mapWith(Number);
  // Weeks as text, so neither driver turns them into local-time dates; the range reads the
  // created_at index.
  const week = sql<string>`to_char(date_trunc('week', ${inquiries.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      weekStart: week,
      new: withStatus("new"),
      in_progress: withStatus("in_progress"),
      closed: withStatus("closed"),
    })
    .from(inquiries)
    .where(and(gte(inquiries.createdAt, from), lt(inquiries.createdAt, until)))
    .groupBy(week);

  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  return Array.from({ length: INQUIRY_CHART_WEEKS }, (_, index) => {
    const weekStart = new Date(firstWeek + index * WEEK_MS).toISOString().slice(0, 10);
    const counts = byWeek.get(weekStart);
    return {
      weekStart,
      new: counts?.new ?? 0,
      in_progress: counts?.in_progress ?? 0,
      closed: counts?.closed ?? 0,
    };
  });
}
