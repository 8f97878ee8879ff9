import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type Inquiry, inquiries, inquiryNotifications } from "@staffing/db";
import type { MailJob, MailOutbox, MailRecipientLimit } from "@staffing/mail";
import type { InquiryStatus, inquiryInput } from "@staffing/shared";
import { and, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { afterCursor, encodeKeysetCursor, newestFirstOrder } from "./keyset-paging";
import { containing } from "./like-pattern";
import { preparedPerDatabase } from "./prepared";

type InquiryValues = z.output<typeof inquiryInput>;

// The inquiry and its notification's mark in one statement, prepared once: it runs on every inquiry.
const storeInquiry = preparedPerDatabase((db) => {
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
      })
      .onConflictDoNothing({ target: inquiries.idempotencyKey })
      .returning({ id: inquiries.id }),
  );
  return db
    .with(stored)
    .insert(inquiryNotifications)
    .select(db.select({ inquiryId: stored.id }).from(stored))
    .returning({ id: inquiryNotifications.inquiryId })
    .prepare("store_inquiry");
});

/**
 * Stores an inquiry with the mark that its notification is due, in one statement (the notification's
 * mail job is queued from the mark by queueInquiryNotifications). One with the honeypot filled is a
 * bot's and is dropped without a word. An inquiry whose idempotency key is already stored (a second
 * press, a retry after a lost answer, the same form sent before and after the page became interactive)
 * stores nothing and notifies nobody: it answers the first one's id.
 */
export async function receiveInquiry(
  db: Database,
  values: InquiryValues,
): Promise<{ id: string; isNew: boolean } | null> {
  const { website, ...inquiry } = values;
  if (website) return null;
  const [due] = await storeInquiry(db).execute({
    name: inquiry.name,
    email: inquiry.email,
    company: inquiry.company ?? null,
    service: inquiry.service ?? null,
    message: inquiry.message ?? null,
    idempotencyKey: inquiry.idempotencyKey ?? null,
    // As is: the column encodes it (a string here would be stored as a JSON string, not an object).
    attribution: inquiry.attribution,
  });
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
  recipients: MailRecipientLimit;
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
  mail: MailOutbox,
  acknowledgements: InquiryAcknowledgements | null = null,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: inquiryNotifications.inquiryId, email: inquiries.email })
        .from(inquiryNotifications)
        .innerJoin(inquiries, eq(inquiries.id, inquiryNotifications.inquiryId))
        .limit(NOTIFICATION_BATCH)
        .for("update", { of: inquiryNotifications, skipLocked: true });
      const jobs: MailJob[] = due.map(({ id }) => ({ kind: "inquiry-notification", inquiryId: id }));
      if (acknowledgements) {
        for (const { id, email } of due) {
          // A run that fails after this has counted a mail it did not queue: the limit errs on the
          // side of fewer mails, never more.
          if (await acknowledgements.recipients.admit("inquiry-acknowledgement", email)) {
            jobs.push({ kind: "inquiry-acknowledgement", inquiryId: id });
          }
        }
      }
      await mail.sendAll(tx, jobs);
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

/** An inquiry staff asked for by id: not there is a not-found refusal. */
export async function getInquiry(db: Database, id: string): Promise<Inquiry> {
  const inquiry = await findInquiry(db, id);
  if (!inquiry) throw notFound("Inquiry");
  return inquiry;
}

export interface InquiryListQuery {
  status?: InquiryStatus | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** Newest first. Without a limit it returns every match, as the spec's plain call expects. */
export async function listInquiries(db: Database, query: InquiryListQuery = {}): Promise<Inquiry[]> {
  const rows = db
    .select()
    .from(inquiries)
    .where(
      and(
        query.status ? eq(inquiries.status, query.status) : undefined,
        matchingSearch(query.q),
        afterCursor(inquiries, query.cursor),
      ),
    )
    .orderBy(...newestFirstOrder(inquiries));
  return query.limit ? rows.limit(query.limit) : rows;
}

export interface InquiryCounts {
  total: number;
  new: number;
  in_progress: number;
  closed: number;
}

/** The admin's four counters, over the inquiries the search matches, in one pass. */
export async function countInquiries(
  db: Database,
  query: { q?: string | undefined; status?: InquiryStatus | undefined } = {},
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
    .where(and(query.status ? eq(inquiries.status, query.status) : undefined, matchingSearch(query.q)));
  return counts ?? { total: 0, new: 0, in_progress: 0, closed: 0 };
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

export function setInquiryStatus(
  db: Database,
  id: string,
  status: InquiryStatus,
  actor: AuthenticatedUser,
): Promise<Inquiry> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!before) throw notFound("Inquiry");
    const [inquiry] = await tx.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
    if (!inquiry) throw notFound("Inquiry");
    await recordChange(tx, actor, {
      action: "update",
      entityType: "inquiry",
      entityId: id,
      before: { status: before.status },
      after: { status: inquiry.status },
    });
    return inquiry;
  });
}

/** Deletes an inquiry (spam, as a rule); the audit row keeps what it said. */
export function deleteInquiry(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning();
    if (!before) throw notFound("Inquiry");
    await recordChange(tx, actor, { action: "delete", entityType: "inquiry", entityId: id, before });
  });
}
