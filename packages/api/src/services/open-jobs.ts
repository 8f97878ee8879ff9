import { type Database, jobs } from "@staffing/db";
import { CLOSED_JOB_PAGE_DAYS } from "@staffing/shared";
import { type SQL, sql } from "drizzle-orm";

// When a job is public, by the database's clock at the moment of the read (issue 30): listed while
// it is open, its publishedAt has come and its validThrough has not, so it leaves the list, the
// sitemap, the feed and the search the moment it expires, with nobody saving anything. The
// publication clock (scheduled-publishing.ts) moves the content version at those moments, so no
// cached answer outlives them.

/** Listed: open, public, not expired. */
export const isOpenJob: SQL = sql`(${jobs.status} = 'open' and ${jobs.publishedAt} <= now() and (${jobs.validThrough} is null or ${jobs.validThrough} > now()))`;

/**
 * When a job that was public stopped taking applications: the earlier of its closing (closed or
 * filled, at closedAt, or its last change for a row closed without one) and its validThrough (which
 * may still be ahead). Null for an open job without a validThrough.
 */
export const jobClosesAt: SQL<Date | null> = sql<Date | null>`least(case when ${jobs.status} in ('closed', 'filled') then coalesce(${jobs.closedAt}, ${jobs.updatedAt}) end, ${jobs.validThrough})`;

/** jobClosesAt read as a Date (a raw expression comes back as text). */
export const jobClosesAtDate = () =>
  sql<Date | null>`${jobClosesAt}`.mapWith((value) => (value ? new Date(value) : null));

export const CLOSED_PAGE_INTERVAL = sql.raw(`interval '${CLOSED_JOB_PAGE_DAYS} days'`);

/** Every moment (`at`) a job's public state changes by the clock: going public, expiring, turning 410. */
const JOB_MOMENTS = sql`(select unnest(array[
  case when ${jobs.status} = 'open' then ${jobs.publishedAt} end,
  case when ${jobs.status} = 'open' then ${jobs.validThrough} end,
  ${jobClosesAt} + ${CLOSED_PAGE_INTERVAL}
]) as at from ${jobs} where ${jobs.status} <> 'draft')`;

/**
 * The next moment a job's public state changes by the clock alone: a scheduled job going public, an
 * open one reaching its validThrough, a closed one's page turning into 410 Gone.
 */
export async function nextJobChange(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(m.at)`.mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(sql`${JOB_MOMENTS} as m`)
    .where(sql`m.at > now()`);
  return row?.at ?? null;
}

/** Whether a job's public state changed by the clock between `since` and now (see nextJobChange). */
export const jobChangedBetween = (since: string): SQL =>
  sql`exists (select 1 from ${JOB_MOMENTS} as m where m.at > ${since}::timestamptz and m.at <= now())`;
