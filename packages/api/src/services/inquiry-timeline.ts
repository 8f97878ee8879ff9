import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, inquiries, inquiryEvents, inquiryNotes, inquiryReplies, users } from "@staffing/db";
import { type InquiryReplyDelivery, type InquiryStatus, inquiryTimelineSummary } from "@staffing/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { findInquiryView, type InquiryView } from "./inquiry-promise";

/** Who did it: the staff member's id and name (null when the account is gone). */
interface ByWhom {
  byId: string | null;
  by: string | null;
}

/** What one line of an inquiry's timeline records. */
type TimelineFacts = ByWhom & { id: string; at: Date } & (
    | { type: "note"; body: string }
    | {
        type: "reply";
        subject: string;
        body: string;
        delivery: InquiryReplyDelivery;
        deliveredAt: Date | null;
      }
    | { type: "status"; from: InquiryStatus | null; to: InquiryStatus | null }
    | {
        type: "assignment";
        fromId: string | null;
        fromName: string | null;
        toId: string | null;
        toName: string | null;
      }
  );

/** One line of an inquiry's timeline, oldest first, with what happened in words for its reader. */
export type TimelineEntry = TimelineFacts & { summary: string };

/** The line told in words, by names ("Maria assigned it to you"): the same on every screen and client. */
export const toldTo = <T extends TimelineFacts>(
  entry: T,
  reader: AuthenticatedUser,
): T & { summary: string } => ({
  ...entry,
  summary: inquiryTimelineSummary(entry, reader.id),
});

export type InquiryDetail = InquiryView & { openedByName: string | null; timeline: TimelineEntry[] };

/** Writes a status or assignee change to the timeline, in the caller's transaction. */
export async function recordInquiryEvent(
  tx: Database,
  event: {
    inquiryId: string;
    actorId: string;
    kind: "status" | "assignment";
    from: string | null;
    to: string | null;
  },
): Promise<void> {
  await tx.insert(inquiryEvents).values(event);
}

/** A staff member's note on an inquiry, with its audit row. */
export function addInquiryNote(
  db: Database,
  inquiryId: string,
  body: string,
  actor: AuthenticatedUser,
): Promise<TimelineEntry & { type: "note" }> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId));
    if (!inquiry) throw notFound("Inquiry");
    const [note] = await tx.insert(inquiryNotes).values({ inquiryId, authorId: actor.id, body }).returning();
    if (!note) throw new Error("The note was not stored.");
    await recordChange(tx, actor, {
      action: "create",
      entityType: "inquiry",
      entityId: inquiryId,
      after: { note: body },
    });
    return toldTo(
      { type: "note" as const, id: note.id, at: note.createdAt, byId: actor.id, by: actor.username, body },
      actor,
    );
  });
}

/**
 * The inquiry with its timeline (notes, replies, status and assignee changes), oldest first. The
 * first staff member to open it is remembered, so the list stops marking it unread.
 */
export async function openInquiry(
  db: Database,
  id: string,
  reader: AuthenticatedUser,
  responseHours: number,
  now: Date = new Date(),
): Promise<InquiryDetail> {
  await db
    .update(inquiries)
    .set({ openedAt: now, openedById: reader.id })
    .where(and(eq(inquiries.id, id), isNull(inquiries.openedAt)));
  const inquiry = await findInquiryView(db, id, responseHours, now);
  if (!inquiry) throw notFound("Inquiry");

  const [notes, replies, events, staff] = await Promise.all([
    db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id)),
    db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id)),
    db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id)),
    db.select({ id: users.id, username: users.username }).from(users).orderBy(asc(users.username)),
  ]);
  const names = new Map(staff.map((member) => [member.id, member.username]));
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? null) : null);
  const by = (userId: string | null): ByWhom => ({ byId: userId, by: nameOf(userId) });

  const facts: TimelineFacts[] = [
    ...notes.map((note) => ({
      type: "note" as const,
      id: note.id,
      at: note.createdAt,
      ...by(note.authorId),
      body: note.body,
    })),
    ...replies.map((reply) => ({
      type: "reply" as const,
      id: reply.id,
      at: reply.createdAt,
      ...by(reply.authorId),
      subject: reply.subject,
      body: reply.body,
      delivery: reply.delivery,
      deliveredAt: reply.deliveredAt,
    })),
    ...events.map((event) =>
      event.kind === "status"
        ? {
            type: "status" as const,
            id: event.id,
            at: event.createdAt,
            ...by(event.actorId),
            from: event.from as InquiryStatus | null,
            to: event.to as InquiryStatus | null,
          }
        : {
            type: "assignment" as const,
            id: event.id,
            at: event.createdAt,
            ...by(event.actorId),
            fromId: event.from,
            fromName: nameOf(event.from),
            toId: event.to,
            toName: nameOf(event.to),
          },
    ),
  ];
  // Oldest first; within one transaction (a reply and the status it moved) the time is the same.
  facts.sort((a, b) => a.at.getTime() - b.at.getTime() || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
  const timeline = facts.map((entry) => toldTo(entry, reader));
  return { ...inquiry, openedByName: nameOf(inquiry.openedById), timeline };
}

// The order one transaction writes them in: a reply, then the assignee, then the status it moved.
const TYPE_ORDER: Record<TimelineEntry["type"], number> = { reply: 0, assignment: 1, status: 2, note: 3 };
