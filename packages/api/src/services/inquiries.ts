import { type Database, type Inquiry, inquiries } from "@staffing/db";
import type { InquiryStatus, inquiryInput } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { and, eq, ilike, lt, or } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "./errors";
import { newestFirst } from "./ordering";

type InquiryValues = z.output<typeof inquiryInput>;

/** Stores an inquiry; one with the honeypot filled is a bot's and is dropped without a word. */
export async function receiveInquiry(db: Database, values: InquiryValues): Promise<{ id: string } | null> {
  const { website, ...inquiry } = values;
  if (website) return null;
  const [stored] = await db.insert(inquiries).values(inquiry).returning({ id: inquiries.id });
  if (!stored) throw new Error("The inquiry was not stored.");
  return stored;
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

export async function setInquiryStatus(db: Database, id: string, status: InquiryStatus): Promise<Inquiry> {
  const [inquiry] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  if (!inquiry) throw notFound("Inquiry");
  return inquiry;
}
