// The job queue is `jobs` here, as everywhere; the careers table is `jobsTable`.
import { blogPosts, contentVersion, type Database, jobs as jobsTable, pages } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { jobPath } from "@staffing/shared";
import { and, asc, eq, gt, lte, min, sql } from "drizzle-orm";
import { queueWebhookEvent } from "../webhooks/events";
import { pagePayload, postPayload } from "../webhooks/payloads";
import { announceJobPublished } from "./job-published";
import { isOpenJob, jobChangedBetween, nextJobChange } from "./open-jobs";

const scheduled = (table: typeof blogPosts | typeof pages) =>
  and(eq(table.isPublished, true), gt(table.publishedAt, sql`now()`));

/**
 * The next moment public answers change by the clock alone, if any: a scheduled page or post going
 * public, or a job going public, expiring or leaving its address (job-listings.ts).
 */
export async function nextScheduledPublication(db: Database): Promise<Date | null> {
  const [[post], [page], job] = await Promise.all([
    db
      .select({ at: min(blogPosts.publishedAt) })
      .from(blogPosts)
      .where(scheduled(blogPosts)),
    db
      .select({ at: min(pages.publishedAt) })
      .from(pages)
      .where(scheduled(pages)),
    nextJobChange(db),
  ]);
  const moments = [post?.at, page?.at, job].filter((at): at is Date => at instanceof Date);
  return moments.length > 0 ? new Date(Math.min(...moments.map((at) => at.getTime()))) : null;
}

/**
 * The due check: if a scheduled page or post went public (or a job opened, expired or left its
 * address) since the last check, moves the content
 * version (and announces it, as the triggers do), so every instance's cached pages show it. The
 * content version's row is locked meanwhile: instances checking together take turns, and the second
 * finds the moment already announced, so each due moment moves the version exactly once.
 * Answers whether it moved.
 */
export function announceDuePublications(db: Database, jobs: Jobs): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [clock] = await tx
      .select({ announcedThrough: contentVersion.announcedThrough })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1))
      .for("update");
    if (!clock) return false;
    const since = clock.announcedThrough.toISOString();
    const becamePublic = (table: typeof blogPosts | typeof pages) =>
      sql`exists (select 1 from ${table} where ${table.isPublished} and ${table.publishedAt} > ${since}::timestamptz and ${table.publishedAt} <= now())`;
    const [due] = await tx
      .select({
        due: sql<boolean>`${becamePublic(blogPosts)} or ${becamePublic(pages)} or ${jobChangedBetween(since)}`,
      })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1));
    const [moved] = await tx
      .update(contentVersion)
      .set({
        announcedThrough: sql`greatest(${contentVersion.announcedThrough}, now())`,
        ...(due?.due ? { version: sql`${contentVersion.version} + 1` } : {}),
      })
      .where(eq(contentVersion.id, 1))
      .returning({ version: contentVersion.version });
    if (!due?.due || !moved) return false;
    await queueWentLive(jobs, tx, since);
    await tx.execute(sql`select pg_notify('content_version', ${String(moved.version)})`);
    return true;
  });
}

/**
 * What the dashboard lists: published pages and posts whose moment is still ahead, and, for those who
 * may read jobs before they are public (`withJobs`), open jobs whose moment is ahead; soonest first.
 */
export async function listScheduled(db: Database, { withJobs }: { withJobs: boolean }) {
  const [posts, cmsPages, openings] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(scheduled(blogPosts))
      .orderBy(asc(blogPosts.publishedAt)),
    db
      .select({ id: pages.id, title: pages.title, slug: pages.slug, publishedAt: pages.publishedAt })
      .from(pages)
      .where(scheduled(pages))
      .orderBy(asc(pages.publishedAt)),
    withJobs
      ? db
          .select({
            id: jobsTable.id,
            title: jobsTable.title,
            slug: jobsTable.slug,
            publishedAt: jobsTable.publishedAt,
          })
          .from(jobsTable)
          .where(and(eq(jobsTable.status, "open"), gt(jobsTable.publishedAt, sql`now()`)))
          .orderBy(asc(jobsTable.publishedAt))
      : [],
  ]);
  return [
    ...posts.map((post) => ({ kind: "post" as const, ...post, path: `/blog/${post.slug}` })),
    ...cmsPages.map((page) => ({ kind: "page" as const, ...page, path: `/${page.slug}` })),
    ...openings.map((job) => ({ kind: "job" as const, ...job, path: jobPath(job.slug) })),
  ].sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0));
}

/**
 * The `post.published`, `page.published` and `job.published` events of what went live since the last due check: items
 * saved as scheduled (their moment after their last save; one published at once has its moment at
 * its save, and its event was queued by that save). Runs under the due check's lock, so once.
 */
async function queueWentLive(jobs: Jobs, tx: Database, since: string): Promise<void> {
  const wentLive = (table: typeof blogPosts | typeof pages) =>
    and(
      eq(table.isPublished, true),
      gt(table.publishedAt, sql`${since}::timestamptz`),
      lte(table.publishedAt, sql`now()`),
      gt(table.publishedAt, table.updatedAt),
    );
  const columns = (table: typeof blogPosts | typeof pages) => ({
    id: table.id,
    title: table.title,
    slug: table.slug,
    publishedAt: table.publishedAt,
  });
  const posts = await tx.select(columns(blogPosts)).from(blogPosts).where(wentLive(blogPosts));
  for (const post of posts) await queueWebhookEvent(jobs, tx, "post.published", postPayload(post));
  const livePages = await tx.select(columns(pages)).from(pages).where(wentLive(pages));
  for (const page of livePages) await queueWebhookEvent(jobs, tx, "page.published", pagePayload(page));
  // An open job whose moment came, unless its closing date passed first.
  const openedJobs = await tx
    .select()
    .from(jobsTable)
    .where(
      and(
        isOpenJob,
        gt(jobsTable.publishedAt, sql`${since}::timestamptz`),
        gt(jobsTable.publishedAt, jobsTable.updatedAt),
      ),
    );
  for (const job of openedJobs) await announceJobPublished(jobs, tx, job);
}
