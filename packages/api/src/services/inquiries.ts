import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type Inquiry, inquiries } from "@staffing/db";
import type { InquiryStatus, inquiryInput } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { and, eq, ilike, lt, or } from "drizzle-orm";
import type { z } from "zod";
import type { InquiryNotifications } from "../notifications";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { newestFirst } from "./ordering";

type InquiryValues = z.output<typeof inquiryInput>;

/**
 * Stores an inquiry and its notification job in one transaction. One with the honeypot filled is
 * a bot's and is dropped without a word.
 */
export async function receiveInquiry(
  db: Database,
  values: InquiryValues,
  notifications: InquiryNotifications,
): Promise<{ id: string } | null> {
  const { website, ...inquiry } = values;
  if (website) return null;
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(inquiries).values(inquiry).returning({ id: inquiries.id });
    if (!stored) throw new Error("The inquiry was not stored.");
    await notifications.enqueue(tx, stored.id);
    return stored;
  });
}

export async function findInquiry(db: Database, id: string): Promise<Inquiry | undefined> {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
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
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = db
    .select()
    .from(inquiries)
    .where(
      and(
        query.status ? eq(inquiries.status, query.status) : undefined,
        pattern
          ? or(
              ilike(inquiries.name, pattern),
              ilike(inquiries.email, pattern),
              ilike(inquiries.company, pattern),
              ilike(inquiries.message, pattern),
            )
          : undefined,
        after
          ? or(
              lt(inquiries.createdAt, after.createdAt),
              and(eq(inquiries.createdAt, after.createdAt), lt(inquiries.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(newestFirst(inquiries.createdAt), newestFirst(inquiries.id));
  return query.limit ? rows.limit(query.limit) : rows;
}

/** The cursor of the page after this inquiry. */
export function encodeCursor(inquiry: Pick<Inquiry, "createdAt" | "id">): string {
  return Buffer.from(`${inquiry.createdAt.toISOString()}|${inquiry.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(time ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "The cursor is not valid." });
  }
  return { createdAt, id };
}

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
