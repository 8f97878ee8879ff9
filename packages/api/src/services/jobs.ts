import type { AuthenticatedUser } from "@staffing/auth";
import { applications, type Database, type Job, type JobRevisionFields, jobs } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import {
  ADMIN_JOBS,
  type ApplicationStage,
  type JobDraftFields,
  type JobLocation,
  type jobAdminListInput,
  jobDraftFields,
  jobInput,
  jobPath,
} from "@staffing/shared";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { stageCounts } from "./application-views";
import { recordChange } from "./audit-log";
import { invalidFields, notFound, withConflictMessage } from "./errors";
import { sanitizeArticleHtml, sanitizeForDisplay } from "./html";
import { announceJobPublished } from "./job-published";
import { containing } from "./like-pattern";
import { newestFirst } from "./ordering";
import { assertLibraryImages, sectionsToStore } from "./page-sections";
import { publishedAtOnCreate, publishedAtOnUpdate } from "./publishing";
import { redirectRenamed } from "./redirects";
import { deleteRevisions, findJobRevision, keepRevision } from "./revisions";
import {
  assertEditVersion,
  clearWorkingCopy,
  deleteWorkingCopy,
  findWorkingCopy,
  sanitizeDraftSections,
  saveWorkingCopy,
} from "./working-copies";

// Jobs as staff write them (issue 30): created, edited, opened (now or at a moment ahead), closed or
// filled, with a working copy, revisions and the audit log as posts have. Visitors' reads are the
// public side's (job-listings.ts); this file is the panel's.

type JobValues = z.output<typeof jobInput>;

/** A job as the API answers it: its place as one object, as the API takes it. */
export type JobRecord = Omit<Job, "city" | "region" | "country" | "postalCode"> & {
  location: JobLocation | null;
};

/** A job as the editor opens it: the job, its working copy if any, and its edit version. */
export type EditedJob = JobRecord & { draft: (JobDraftFields & { savedAt: Date }) | null; version: number };

/** The row's place columns as the API's `location` (none without a city and a country). */
export function jobFromRow(row: Job): JobRecord {
  const { city, region, country, postalCode, ...job } = row;
  return { ...job, location: city && country ? { city, region, country, postalCode } : null };
}

const isClosed = (status: Job["status"]) => status === "closed" || status === "filled";

/** Whether visitors could see the job: open, its moment come, and not past its closing date. */
export const isPublicJob = (job: Pick<Job, "status" | "publishedAt" | "validThrough">, now = Date.now()) =>
  job.status === "open" &&
  (job.publishedAt === null || job.publishedAt.getTime() <= now) &&
  (job.validThrough === null || job.validThrough.getTime() > now);

/**
 * Whether the job's page has been out: posted (its moment come), open or closed since; a closed job's
 * page stays up a while (CLOSED_JOB_PAGE_DAYS), and links and search results point at it.
 */
const wasPosted = (job: Pick<Job, "publishedAt">, now = Date.now()) =>
  job.publishedAt !== null && job.publishedAt.getTime() <= now;

/** The stored columns of a checked job: its place split, its HTML sanitized as a post's body. */
function columnsOf(values: JobValues) {
  const { location, publishedAt: _, ...rest } = values;
  return {
    ...rest,
    description: sanitizeArticleHtml(values.description),
    sections: sectionsToStore(values.sections),
    city: location?.city ?? null,
    region: location?.region ?? null,
    country: location?.country ?? null,
    postalCode: location?.postalCode ?? null,
  };
}

/** Every field of a job as its revision keeps it (dates as ISO text). */
export function jobRevisionFields(job: Job): JobRevisionFields {
  const { location } = jobFromRow(job);
  return {
    kind: "job",
    title: job.title,
    slug: job.slug,
    summary: job.summary,
    description: job.description,
    employmentType: job.employmentType,
    service: job.service,
    category: job.category,
    location,
    remote: job.remote,
    remoteCountries: job.remoteCountries,
    salary: job.salary,
    validThrough: job.validThrough?.toISOString() ?? null,
    status: job.status,
    reference: job.reference,
    sections: job.sections,
    publishedAt: job.publishedAt?.toISOString() ?? null,
  };
}

const byId = (id: string) => eq(jobs.id, id);

export async function findJob(db: Database, id: string): Promise<Job> {
  const [job] = await db.select().from(jobs).where(byId(id));
  if (!job) throw notFound("Job");
  return job;
}

/** The job with its working copy and edit version (the editor opens it so). */
export async function findEditedJob(db: Database, id: string): Promise<EditedJob> {
  const job = await findJob(db, id);
  const copy = await findWorkingCopy(db, "job", id);
  // A copy the schema no longer takes (saved under older rules) counts as none.
  const fields = copy?.fields ? jobDraftFields.safeParse(copy.fields) : null;
  return {
    ...jobFromRow(job),
    draft: copy && fields?.success ? { ...fields.data, savedAt: copy.savedAt } : null,
    version: copy?.version ?? 0,
  };
}

/**
 * The job as its preview shows it, whatever its status: its working copy's fields when they would go
 * live as they are (one with a field left empty shows the saved job), the HTML sanitized.
 */
export async function findJobForPreview(db: Database, id: string): Promise<JobRecord> {
  const job = jobFromRow(await findJob(db, id));
  const copy = await findWorkingCopy(db, "job", id);
  const checked = copy?.fields ? jobInput.safeParse(copy.fields) : null;
  if (!checked?.success) return { ...job, description: sanitizeForDisplay(job.description) };
  const { publishedAt: _, status: __, ...fields } = checked.data;
  return { ...job, ...fields, description: sanitizeForDisplay(sanitizeArticleHtml(fields.description)) };
}

/**
 * A page of the panel's list: every job, drafts and closed ones included, filtered by status and by
 * words of the title, reference or category; the last changed first (or last).
 */
export async function listJobsForStaff(
  db: Database,
  query: z.output<typeof jobAdminListInput>,
): Promise<{
  items: (JobRecord & { applicationCounts: Record<ApplicationStage, number> })[];
  total: number;
  page: number;
  limit: number;
}> {
  const words = query.q?.trim();
  const where = and(
    query.status ? eq(jobs.status, query.status) : undefined,
    words
      ? or(
          ilike(jobs.title, containing(words)),
          ilike(jobs.reference, containing(words)),
          ilike(jobs.category, containing(words)),
        )
      : undefined,
  );
  const order: SQL[] =
    query.sort === "updated_asc"
      ? [asc(jobs.updatedAt), asc(jobs.id)]
      : [newestFirst(jobs.updatedAt), newestFirst(jobs.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  // The page's jobs' applications by stage, in one grouped query (applications_job_stage_idx).
  const counted =
    rows.length > 0
      ? await db
          .select({ jobId: applications.jobId, stage: applications.stage, n: count() })
          .from(applications)
          .where(
            inArray(
              applications.jobId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(applications.jobId, applications.stage)
      : [];
  const items = rows.map((row) => ({
    ...jobFromRow(row),
    applicationCounts: stageCounts(counted.filter((entry) => entry.jobId === row.id)),
  }));
  return { items, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

const slugTaken = <T>(write: () => Promise<T>) => withConflictMessage(ADMIN_JOBS.slugTaken, write);

export function createJob(
  db: Database,
  queue: Jobs,
  values: JobValues,
  actor: AuthenticatedUser,
): Promise<JobRecord> {
  return slugTaken(() =>
    db.transaction(async (tx) => {
      await assertLibraryImages(tx, values.sections);
      const [job] = await tx
        .insert(jobs)
        .values({
          ...columnsOf(values),
          createdBy: actor.id,
          publishedAt: publishedAtOnCreate({
            isPublished: values.status === "open",
            publishedAt: values.publishedAt,
          }),
          closedAt: isClosed(values.status) ? sql`now()` : null,
        })
        .returning();
      if (!job) throw new Error("The job was not stored.");
      await recordChange(tx, actor, { action: "create", entityType: "job", entityId: job.id, after: job });
      await keepRevision(tx, "job", job.id, jobRevisionFields(job), actor);
      if (isPublicJob(job)) await announceJobPublished(queue, tx, job);
      return jobFromRow(job);
    }),
  );
}

/**
 * Saves a job (it goes live), keeps a revision and clears its working copy. Opening it sets when it
 * went public (a moment ahead schedules it); closing or filling it keeps that moment and notes when
 * it closed (its page says so for CLOSED_JOB_PAGE_DAYS); opening it again clears that.
 */
export function updateJob(
  db: Database,
  queue: Jobs,
  id: string,
  values: JobValues,
  actor: AuthenticatedUser,
  baseVersion?: number,
): Promise<JobRecord & { version: number }> {
  return slugTaken(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(jobs).where(byId(id)).for("update");
      if (!before) throw notFound("Job");
      await assertEditVersion(tx, "job", id, baseVersion);
      await assertLibraryImages(tx, values.sections);
      const closing = isClosed(values.status);
      const [job] = await tx
        .update(jobs)
        .set({
          ...columnsOf(values),
          // A closed job keeps the day it was posted; a draft or an open one takes posts' rules.
          publishedAt: closing
            ? undefined
            : publishedAtOnUpdate(jobs.publishedAt, {
                isPublished: values.status === "open",
                publishedAt: values.publishedAt,
              }),
          closedAt: closing ? (isClosed(before.status) ? undefined : sql`now()`) : null,
        })
        .where(byId(id))
        .returning();
      if (!job) throw notFound("Job");
      const version = await clearWorkingCopy(tx, "job", id, actor);
      await recordChange(tx, actor, {
        action: "update",
        entityType: "job",
        entityId: id,
        before,
        after: job,
      });
      await keepRevision(tx, "job", id, jobRevisionFields(job), actor, {
        fields: jobRevisionFields(before),
        authorId: before.createdBy,
        savedAt: before.updatedAt,
      });
      // As a post's: the old address leads to the new one (301), chains kept one hop.
      if (job.slug !== before.slug && wasPosted(before))
        await redirectRenamed(tx, jobPath(before.slug), jobPath(job.slug), actor);
      // Public now; one scheduled for later is announced when its moment comes (scheduled-publishing.ts).
      if (isPublicJob(job) && !isPublicJob(before)) await announceJobPublished(queue, tx, job);
      return { ...jobFromRow(job), version };
    }),
  );
}

/** Brings a revision's text back as a new save; the job keeps its status and the moment it opened. */
export async function restoreJobRevision(
  db: Database,
  queue: Jobs,
  id: string,
  revisionId: number,
  actor: AuthenticatedUser,
): Promise<JobRecord & { version: number }> {
  const current = await findJob(db, id);
  const { fields } = await findJobRevision(db, id, revisionId);
  // Checked as a save is: a revision saved under older rules is refused field by field (400).
  const checked = jobInput.safeParse({ ...fields, status: current.status, publishedAt: undefined });
  if (!checked.success)
    throw invalidFields(
      checked.error.issues.map(({ path, message }) => ({ path: path.map(String), message })),
    );
  return updateJob(db, queue, id, checked.data, actor);
}

/**
 * Keeps the job's working copy (the editor's autosave) as typed, valid or not; only its HTML is
 * sanitized. Visitors and the content version see nothing of it. 409 when based on an older version.
 */
export function saveJobDraft(
  db: Database,
  id: string,
  values: JobDraftFields,
  actor: AuthenticatedUser,
  baseVersion: number | undefined,
): Promise<{ savedAt: Date; version: number }> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(byId(id)).for("update");
    if (!job) throw notFound("Job");
    const fields = {
      ...values,
      description: sanitizeArticleHtml(values.description),
      sections: sanitizeDraftSections(values.sections),
    };
    return saveWorkingCopy(tx, "job", id, fields, actor, baseVersion);
  });
}

/** Drops the job's working copy: the editor shows the saved job again. */
export function discardJobDraft(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(byId(id)).for("update");
    if (!job) throw notFound("Job");
    await clearWorkingCopy(tx, "job", id, actor);
  });
}

/** Deletes a job with its revisions and working copy. */
export function deleteJob(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(jobs).where(byId(id)).returning();
    if (!before) throw notFound("Job");
    await deleteRevisions(tx, "job", id);
    await deleteWorkingCopy(tx, "job", id);
    await recordChange(tx, actor, { action: "delete", entityType: "job", entityId: id, before });
  });
}
