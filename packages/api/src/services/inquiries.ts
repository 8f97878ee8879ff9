import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type Inquiry, inquiries, inquiryNotifications } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type MailJob, type MailRecipientLimit, queueMail } from "@staffing/mail";
import type { InquiryStatus, inquiryInput } from "@staffing/shared";
import { and, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { queueWebhookEvent } from "../webhooks/events";
import { inquiryPayload } from "../webhooks/payloads";
import { hasWebhookSubscribers } from "../webhooks/subscribers";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { type InquiryView, overdueCondition, selectInquiryViews, toInquiryView } from "./inquiry-promise";
import { INQUIRY_CHANGE_LOG } from "./inquiry-timeline";
import { afterCursor, encodeKeysetCursor, newestFirstOrder } from "./keyset-paging";
import { containing } from "./like-pattern";
import { recordPipelineChange } from "./pipeline/changes";
import { preparedPerDatabase } from "./prepared";

type InquiryValues = z.output<typeof inquiryInput> & {
  /** A whitepaper request's paper (its PDF document): mailed to the sender instead of the acknowledgement. */
  whitepaperId?: string;
};

// The inquiry and its notification's mark in one statement: it runs on every inquiry.
const storeInquiryStatement = (db: Database) => {
  const stored = db.$with("stored").as(
    db
      .insert(inquiries)
      .values({
        name: sql.placeholder("name"),
        email: sql.placeholder("email"),
        company: sql.placeholder("company"),
        service: sql.placeholder("service"),
        message: sql.placeholder("message"),
        idempotencyKey: sql.placeholder("idempotencyKey"),
        attribution: sql.placeholder("attribution"),
        whitepaperId: sql.placeholder("whitepaperId"),
      })
      .onConflictDoNothing({ target: inquiries.idempotencyKey })
      .returning({ id: inquiries.id }),
  );
  return db
    .with(stored)
    .insert(inquiryNotifications)
    .select(db.select({ inquiryId: stored.id }).from(stored))
    .returning({ id: inquiryNotifications.inquiryId });
};
// Prepared once per database for the usual case, a site with no webhook wanting new inquiries.
const storeInquiry = preparedPerDatabase((db) => storeInquiryStatement(db).prepare("store_inquiry"));

/**
 * Stores an inquiry with the mark that its notification is due, in one statement (the notification's
 * mail job is queued from the mark by queueInquiryNotifications). One with the honeypot filled is a
 * bot's and is dropped without a word. An inquiry whose idempotency key is already stored (a second
 * press, a retry after a lost answer, the same form sent before and after the page became interactive)
 * stores nothing and notifies nobody: it answers the first one's id. When a webhook wants
 * `inquiry.created`, a new inquiry's event is queued in the same transaction (a duplicate's is not).
 */
export async function receiveInquiry(
  db: Database,
  jobs: Jobs,
  values: InquiryValues,
): Promise<{ id: string; isNew: boolean } | null> {
  const { website, ...inquiry } = values;
  if (website) return null;
  const parameters = {
    name: inquiry.name,
    email: inquiry.email,
    company: inquiry.company ?? null,
    service: inquiry.service ?? null,
    message: inquiry.message ?? null,
    idempotencyKey: inquiry.idempotencyKey ?? null,
    // As is: the column encodes it (a string here would be stored as a JSON string, not an object).
    attribution: inquiry.attribution,
    whitepaperId: inquiry.whitepaperId ?? null,
  };
  const [due] = (await hasWebhookSubscribers(db, "inquiry.created"))
    ? await db.transaction(async (tx) => {
        const stored = await storeInquiryStatement(tx).execute(parameters);
        const [row] = stored[0]
          ? await tx.select().from(inquiries).where(eq(inquiries.id, stored[0].id))
          : [];
        if (row) await queueWebhookEvent(jobs, tx, "inquiry.created", inquiryPayload(row));
        return stored;
      })
    : await storeInquiry(db).execute(parameters);
  if (due) return { id: due.id, isNew: true };
  // A concurrent insert of the same key waited for the first to commit, so the row is there.
  const [first] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.idempotencyKey, inquiry.idempotencyKey ?? ""));
  if (!first) throw new Error("The inquiry was not stored.");
  return { id: first.id, isNew: false };
}

const NOTIFICATION_BATCH = 100;

/**
 * Whether each new inquiry's sender gets an acknowledgement (INQUIRY_ACK_EMAIL), and the limit per
 * recipient it asks first: at most 3 a day to one address, whoever sends the forms.
 */
export interface InquiryAcknowledgements {
  mailsPerRecipient: MailRecipientLimit;
  /** INQUIRY_ACK_EMAIL (on unless said): off, only whitepapers go to senders, under the same limit. */
  acknowledge?: boolean;
}

/**
 * Queues the mails of every inquiry marked due, a batch per transaction: the staff notification and,
 * when acknowledgements are on and the address's allowance for the day is not spent, the visitor's
 * acknowledgement. The jobs are written and the marks deleted together, and a mark another instance
 * holds is skipped, so each inquiry is announced exactly once (a duplicate post or a bot's dropped
 * inquiry has no mark, so it sends nothing). Asked here, after the inquiry is stored, the limit costs
 * the visitor's request nothing. Answers how many inquiries were announced.
 */
export async function queueInquiryNotifications(
  db: Database,
  jobs: Jobs,
  acknowledgements: InquiryAcknowledgements | null = null,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: inquiryNotifications.inquiryId,
          email: inquiries.email,
          whitepaperId: inquiries.whitepaperId,
        })
        .from(inquiryNotifications)
        .innerJoin(inquiries, eq(inquiries.id, inquiryNotifications.inquiryId))
        .limit(NOTIFICATION_BATCH)
        .for("update", { of: inquiryNotifications, skipLocked: true });
      const mails: MailJob[] = due.map(({ id }) => ({ kind: "inquiry-notification", inquiryId: id }));
      if (acknowledgements) {
        for (const { id, email, whitepaperId } of due) {
          // A whitepaper request's sender gets the paper; anyone else the acknowledgement, when it is on.
          const kind = whitepaperId ? "whitepaper-delivery" : "inquiry-acknowledgement";
          if (kind === "inquiry-acknowledgement" && acknowledgements.acknowledge === false) continue;
          // A run that fails after this has counted a mail it did not queue: the limit errs on the
          // side of fewer mails, never more.
          if (await acknowledgements.mailsPerRecipient.admit(kind, email))
            mails.push({ kind, inquiryId: id });
        }
      }
      await queueMail(jobs, tx, mails);
      if (due.length > 0)
        await tx.delete(inquiryNotifications).where(
          inArray(
            inquiryNotifications.inquiryId,
            due.map(({ id }) => id),
          ),
        );
      return due.length;
    });
    queued += batch;
    if (batch < NOTIFICATION_BATCH) return queued;
  }
}

export async function findInquiry(db: Database, id: string): Promise<Inquiry | undefined> {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return inquiry;
}

export interface InquiryListQuery {
  status?: InquiryStatus | undefined;
  q?: string | undefined;
  /** `me` (the reader), a staff member's id, or `none`. */
  assignee?: string | undefined;
  overdue?: "true" | "false" | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** Who reads the list, and when: `assignee=me` and overdue depend on them. */
export interface InquiryReader {
  viewerId: string;
  responseHours: number;
  now?: Date | undefined;
}

/** Newest first. Without a limit it returns every match, as the spec's plain call expects. */
export async function listInquiries(
  db: Database,
  query: InquiryListQuery,
  reader: InquiryReader,
): Promise<InquiryView[]> {
  const now = reader.now ?? new Date();
  const rows = selectInquiryViews(db)
    .where(and(...filterConditions(query, reader, now), afterCursor(inquiries, query.cursor)))
    .orderBy(...newestFirstOrder(inquiries));
  return (await (query.limit ? rows.limit(query.limit) : rows)).map((row) =>
    toInquiryView(row, reader.responseHours, now),
  );
}

export interface InquiryCounts {
  total: number;
  new: number;
  in_progress: number;
  closed: number;
}

/** The admin's four counters, over the inquiries the search and filters match, in one pass. */
export async function countInquiries(
  db: Database,
  query: Omit<InquiryListQuery, "limit" | "cursor">,
  reader: InquiryReader,
): Promise<InquiryCounts> {
  const withStatus = (status: InquiryStatus) =>
    sql<number>`count(*) filter (where ${inquiries.status} = ${status})`.mapWith(Number);
  const [counts] = await db
    .select({
      total: count(),
      new: withStatus("new"),
      in_progress: withStatus("in_progress"),
      closed: withStatus("closed"),
    })
    .from(inquiries)
    .where(and(...filterConditions(query, reader, reader.now ?? new Date())));
  return counts ?? { total: 0, new: 0, in_progress: 0, closed: 0 };
}

/** The list's filters: status, search, assignee and overdue. */
function filterConditions(
  query: Omit<InquiryListQuery, "limit" | "cursor">,
  reader: InquiryReader,
  now: Date,
): (SQL | undefined)[] {
  const { assignee } = query;
  return [
    query.status ? eq(inquiries.status, query.status) : undefined,
    matchingSearch(query.q),
    assignee === "none"
      ? isNull(inquiries.assigneeId)
      : assignee
        ? eq(inquiries.assigneeId, assignee === "me" ? reader.viewerId : assignee)
        : undefined,
    query.overdue === "true" ? overdueCondition(reader.responseHours, now) : undefined,
  ];
}

/** The spec's search: name, email, company or message contains the text, whatever its case. */
function matchingSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(inquiries.name, pattern),
    ilike(inquiries.email, pattern),
    ilike(inquiries.company, pattern),
    ilike(inquiries.message, pattern),
  );
}

/** The cursor of the page after this inquiry. */
export const encodeCursor = (inquiry: Pick<Inquiry, "createdAt" | "id">): string =>
  encodeKeysetCursor(inquiry);

/**
 * Moves a locked inquiry to `status` in the caller's transaction: the timeline's event and the audit
 * row with it. Setting the status it has already changes nothing and records nothing.
 */
export async function changeStatus(
  tx: Database,
  before: Inquiry,
  status: InquiryStatus,
  actor: AuthenticatedUser,
  /** Where its `inquiry.updated` is queued; null when the caller announces it with other changes. */
  announceTo: Jobs | null,
): Promise<Inquiry | null> {
  if (before.status === status) return null;
  const [inquiry] = await tx.update(inquiries).set({ status }).where(eq(inquiries.id, before.id)).returning();
  if (!inquiry) return null;
  if (announceTo)
    await queueWebhookEvent(announceTo, tx, "inquiry.updated", {
      ...inquiryPayload(inquiry),
      changes: { status: { before: before.status, after: status } },
    });
  await recordPipelineChange(tx, actor, INQUIRY_CHANGE_LOG, before.id, {
    field: "status",
    kind: "status",
    from: before.status,
    to: status,
  });
  return inquiry;
}

/** Deletes an inquiry (spam, as a rule); the audit row keeps what it said. */
export function deleteInquiry(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning();
    if (!before) throw notFound("Inquiry");
    await recordChange(tx, actor, { action: "delete", entityType: "inquiry", entityId: id, before });
  });
}
