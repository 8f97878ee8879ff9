import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, inquiries, inquiryEvents, inquiryNotes, inquiryReplies } from "@staffing/db";
import { type InquiryStatus, inquiryTimelineSummary } from "@staffing/shared";
import { and, eq, isNull } from "drizzle-orm";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { findInquiryView, type InquiryView } from "./inquiry-promise";
import type { ChangeLog } from "./pipeline/changes";
import {
  noteLine,
  oldestFirst,
  type PipelineFacts,
  pipelineFacts,
  staffNames,
  type TimelineRows,
  teller,
} from "./pipeline/timeline";

/** What one line of an inquiry's timeline records. */
type TimelineFacts = PipelineFacts<"status", InquiryStatus>;

/** One line of an inquiry's timeline, oldest first, with what happened in words for its reader. */
export type TimelineEntry = TimelineFacts & { summary: string };

/** The line told in words, by names ("Maria assigned it to you"): the same on every screen and client. */
export const toldTo = teller(inquiryTimelineSummary);

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

/** Where an inquiry's status and assignee changes are written: its timeline and the audit log. */
export const INQUIRY_CHANGE_LOG: ChangeLog<"status" | "assignment"> = {
  entityType: "inquiry",
  recordEvent: (tx, inquiryId, event) => recordInquiryEvent(tx, { inquiryId, ...event }),
};

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
    return toldTo(noteLine(note, actor), actor);
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

  const rows = await timelineRows(db, id);
  const nameOf = await staffNames(db, rows, [inquiry.openedById]);
  const facts = oldestFirst(pipelineFacts<"status", InquiryStatus>(rows, "status", nameOf), TYPE_ORDER);
  const timeline = facts.map((entry) => toldTo(entry, reader));
  return { ...inquiry, openedByName: nameOf(inquiry.openedById), timeline };
}

/** The inquiry's notes, replies and events. */
async function timelineRows(db: Database, id: string): Promise<TimelineRows> {
  const [notes, replies, events] = await Promise.all([
    db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id)),
    db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id)),
    db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id)),
  ]);
  return { notes, replies, events };
}

// The order one transaction writes them in: a reply, then the assignee, then the status it moved.
const TYPE_ORDER: Record<TimelineEntry["type"], number> = { reply: 0, assignment: 1, status: 2, note: 3 };
