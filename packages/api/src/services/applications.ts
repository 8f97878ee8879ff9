import {
  type Application,
  applicationNotifications,
  applications,
  type Database,
  documents,
  jobs as jobsTable,
  users,
} from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type MailJob, type MailRecipientLimit, queueMail } from "@staffing/mail";
import {
  APPLICATION_CONSENT_TEXT,
  APPLICATION_MESSAGES,
  type applicationInput,
  rolesWith,
} from "@staffing/shared";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DocumentLibrary, SpooledUpload } from "../private-documents";
import { queueWebhookEvent } from "../webhooks/events";
import { applicationPayload } from "../webhooks/payloads";
import { hasWebhookSubscribers } from "../webhooks/subscribers";
import { deleteDocuments, receiveDocument } from "./documents";
import { DomainError, type DomainErrorCode } from "./errors";
import { isOpenJob } from "./open-jobs";

// A candidate's application as it comes in (issue 30 point 3): to an open job, with its résumé in
// the private store, once per form (its idempotency key), announced through the
// application_notifications outbox. The staff's side (stages, notes, replies) is application-pipeline.ts's.

export type ApplicationValues = Omit<z.output<typeof applicationInput>, "website">;

/** The job an application goes to, as the form and the mails name it. */
export interface ApplicationJob {
  id: string;
  title: string;
  slug: string;
}

/** What the candidate is told once it is in (the first answer again for a repeated key). */
export interface ReceivedApplication {
  id: string;
  jobTitle: string;
  /** False when the key was already stored: nothing new was kept or sent. */
  isNew: boolean;
}

/**
 * The job of a slug, if it takes applications now: 404 when there is no public job of that slug
 * (a draft, a scheduled one not yet public), 409 when it is closed, filled or past its validThrough.
 */
export async function jobTakingApplications(db: Database, slug: string): Promise<ApplicationJob> {
  const [job] = await db
    .select({
      id: jobsTable.id,
      title: jobsTable.title,
      slug: jobsTable.slug,
      open: sql<boolean>`${isOpenJob}`,
    })
    .from(jobsTable)
    .where(
      and(eq(jobsTable.slug, slug), ne(jobsTable.status, "draft"), sql`${jobsTable.publishedAt} <= now()`),
    );
  if (!job) throw new DomainError("not_found", APPLICATION_MESSAGES.noSuchJob);
  if (!job.open) throw new DomainError("conflict", APPLICATION_MESSAGES.jobClosed);
  return { id: job.id, title: job.title, slug: job.slug };
}

/** The application a form's key already stored, if any: a repeat is answered as the first was. */
export async function applicationWithKey(
  db: Database,
  idempotencyKey: string | undefined,
): Promise<ReceivedApplication | null> {
  if (!idempotencyKey) return null;
  const [first] = await db
    .select({ id: applications.id, jobTitle: applications.jobTitle })
    .from(applications)
    .where(eq(applications.idempotencyKey, idempotencyKey));
  return first ? { ...first, isNew: false } : null;
}

// The document store's refusals, told as the form's résumé field's.
const RESUME_REFUSALS: Partial<Record<DomainErrorCode, string>> = {
  bad_request: APPLICATION_MESSAGES.resumeEmpty,
  payload_too_large: APPLICATION_MESSAGES.resumeTooLarge,
  unsupported_media_type: APPLICATION_MESSAGES.resumeKind,
  unprocessable: APPLICATION_MESSAGES.resumeInfected,
};

/** A refusal of the résumé, under its field, with the status the store chose (400, 413, 415, 422). */
export const resumeRefusal = (code: DomainErrorCode, message: string) =>
  new DomainError(code, message, { fields: [{ path: ["resume"], message }] });

/**
 * The résumé into the private store (purpose "resume": only staff who handle applications may read
 * it), typed by its bytes, scanned when a scanner is configured. An infected file is not stored.
 */
async function receiveResume(db: Database, library: DocumentLibrary, resume: SpooledUpload) {
  try {
    return await receiveDocument(db, library, resume, { purpose: "resume", uploadedBy: null });
  } catch (error) {
    const message = error instanceof DomainError ? RESUME_REFUSALS[error.code] : undefined;
    if (error instanceof DomainError && message) throw resumeRefusal(error.code, message);
    throw error;
  }
}

/**
 * Stores an application to an open job with its résumé, the privacy notice's words the candidate
 * accepted, and the mark that its notifications are due; when a webhook wants `application.created`,
 * its event is queued in the same transaction. Two sends of one key at once store one application:
 * the second's résumé is removed again and the first is answered.
 */
export async function receiveApplication(
  db: Database,
  jobs: Jobs,
  library: DocumentLibrary,
  job: ApplicationJob,
  values: ApplicationValues,
  resume: SpooledUpload,
): Promise<ReceivedApplication> {
  const document = await receiveResume(db, library, resume);
  let stored: Application | undefined;
  try {
    stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          jobTitle: job.title,
          name: values.name,
          email: values.email,
          phone: values.phone,
          coverNote: values.coverNote,
          resumeId: document.id,
          consentText: APPLICATION_CONSENT_TEXT,
          idempotencyKey: values.idempotencyKey ?? null,
          attribution: values.attribution,
        })
        .onConflictDoNothing({ target: applications.idempotencyKey })
        .returning();
      if (!row) return undefined;
      await tx.insert(applicationNotifications).values({ applicationId: row.id });
      if (await hasWebhookSubscribers(tx, "application.created"))
        await queueWebhookEvent(jobs, tx, "application.created", applicationPayload(row, job, document));
      return row;
    });
  } catch (error) {
    // Nothing names the résumé: it must not stay behind.
    await deleteDocuments(db, library, [document.id]);
    throw error;
  }
  if (stored) return { id: stored.id, jobTitle: stored.jobTitle, isNew: true };
  await deleteDocuments(db, library, [document.id]);
  // A concurrent insert of the same key waited for the first to commit, so the row is there.
  const first = await applicationWithKey(db, values.idempotencyKey);
  if (!first) throw new Error("The application was not stored.");
  return first;
}

const NOTIFICATION_BATCH = 100;

/** The limit per recipient the acknowledgement asks first: at most 3 a day to one mailbox. */
export interface ApplicationAcknowledgements {
  mailsPerRecipient: MailRecipientLimit;
}

/**
 * Queues the mails of every application marked due, a batch per transaction: the recruiters'
 * notification and, while the address's allowance for the day lasts, the candidate's
 * acknowledgement. The jobs are written and the marks deleted together, and a mark another instance
 * holds is skipped, so each application is announced exactly once. Answers how many were announced.
 */
export async function queueApplicationNotifications(
  db: Database,
  jobs: Jobs,
  acknowledgements: ApplicationAcknowledgements | null,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: applicationNotifications.applicationId, email: applications.email })
        .from(applicationNotifications)
        .innerJoin(applications, eq(applications.id, applicationNotifications.applicationId))
        .limit(NOTIFICATION_BATCH)
        .for("update", { of: applicationNotifications, skipLocked: true });
      const mails: MailJob[] = due.map(({ id }) => ({ kind: "application-notification", applicationId: id }));
      for (const { id, email } of due) {
        // A run that fails after this has counted a mail it did not queue: fewer mails, never more.
        if (
          acknowledgements &&
          (await acknowledgements.mailsPerRecipient.admit("application-acknowledgement", email))
        )
          mails.push({ kind: "application-acknowledgement", applicationId: id });
      }
      await queueMail(jobs, tx, mails);
      if (due.length > 0)
        await tx.delete(applicationNotifications).where(
          inArray(
            applicationNotifications.applicationId,
            due.map(({ id }) => id),
          ),
        );
      return due.length;
    });
    queued += batch;
    if (batch < NOTIFICATION_BATCH) return queued;
  }
}

/** An application with its résumé's name and size, as the mails tell it; undefined once deleted. */
export async function applicationForMail(db: Database, id: string) {
  const [row] = await db
    .select({
      application: applications,
      resume: { displayName: documents.displayName, size: documents.size },
    })
    .from(applications)
    .leftJoin(documents, eq(documents.id, applications.resumeId))
    .where(eq(applications.id, id));
  if (!row) return undefined;
  return { ...row.application, resume: row.resume };
}

/**
 * Who is told of a new application: NOTIFY_EMAIL when it is set (the company chose where
 * notifications go, as for inquiries), else every active staff member whose role handles applications.
 */
export async function applicationRecipients(
  db: Database,
  notifyEmail: string | undefined,
): Promise<string[]> {
  if (notifyEmail) return [notifyEmail];
  const staff = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, rolesWith("applications:manage")), isNull(users.disabledAt)));
  return staff.map(({ email }) => email);
}
