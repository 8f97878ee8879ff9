import type { AuthenticatedUser } from "@staffing/auth";
import {
  applicationEvents,
  applicationNotes,
  applicationReplies,
  applications,
  type Database,
  users,
} from "@staffing/db";
import {
  type ApplicationStage,
  applicationTimelineSummary,
  type InquiryReplyDelivery,
} from "@staffing/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type ApplicationRecord, findApplicationRecord } from "./application-views";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";

// An application's timeline (issue 30, point 4), told as an inquiry's is: when it came in, notes,
// replies by mail with their delivery, stage changes and assignments; who and when, oldest first.

interface ByWhom {
  byId: string | null;
  by: string | null;
}

type TimelineFacts = ByWhom & { id: string; at: Date } & (
    | { type: "received"; name: string; jobTitle: string }
    | { type: "note"; body: string }
    | {
        type: "reply";
        subject: string;
        body: string;
        delivery: InquiryReplyDelivery;
        deliveredAt: Date | null;
      }
    | { type: "stage"; from: ApplicationStage | null; to: ApplicationStage | null }
    | {
        type: "assignment";
        fromId: string | null;
        fromName: string | null;
        toId: string | null;
        toName: string | null;
      }
  );

export type ApplicationTimelineEntry = TimelineFacts & { summary: string };

export const toldTo = <T extends TimelineFacts>(
  entry: T,
  reader: AuthenticatedUser,
): T & { summary: string } => ({
  ...entry,
  summary: applicationTimelineSummary(entry, reader.id),
});

export type ApplicationDetail = ApplicationRecord & { timeline: ApplicationTimelineEntry[] };

/** Writes a stage or assignee change to the timeline, in the caller's transaction. */
export async function recordApplicationEvent(
  tx: Database,
  event: {
    applicationId: string;
    actorId: string;
    kind: "stage" | "assignment";
    from: string | null;
    to: string | null;
  },
): Promise<void> {
  await tx.insert(applicationEvents).values(event);
}

/**
 * A staff member's note, with its audit row. The row says a note was added, not what it says: the
 * audit log outlives an erased candidate, and a note may speak of them.
 */
export function addApplicationNote(
  db: Database,
  applicationId: string,
  body: string,
  actor: AuthenticatedUser,
): Promise<ApplicationTimelineEntry & { type: "note" }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!found) throw notFound("Application");
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId, authorId: actor.id, body })
      .returning();
    if (!note) throw new Error("The note was not stored.");
    await recordChange(tx, actor, {
      action: "create",
      entityType: "application",
      entityId: applicationId,
      after: { note: true },
    });
    return toldTo(
      { type: "note" as const, id: note.id, at: note.createdAt, byId: actor.id, by: actor.username, body },
      actor,
    );
  });
}

/**
 * The application with its timeline, oldest first; the first time staff open it, it is marked
 * opened (the list stops marking it unread).
 */
export async function openApplication(
  db: Database,
  id: string,
  reader: AuthenticatedUser,
  now: Date = new Date(),
): Promise<ApplicationDetail> {
  await db
    .update(applications)
    .set({ openedAt: now })
    .where(and(eq(applications.id, id), isNull(applications.openedAt)));
  const application = await findApplicationRecord(db, id, now);
  if (!application) throw notFound("Application");

  const [notes, replies, events] = await Promise.all([
    db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id)),
    db.select().from(applicationReplies).where(eq(applicationReplies.applicationId, id)),
    db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)),
  ]);
  // The staff members the timeline names, by name (only those: not every account).
  const staffIds = new Set<string>();
  for (const row of [...notes, ...replies]) if (row.authorId) staffIds.add(row.authorId);
  for (const event of events) {
    if (event.actorId) staffIds.add(event.actorId);
    if (event.kind === "assignment")
      for (const value of [event.from, event.to]) if (value) staffIds.add(value);
  }
  const staff =
    staffIds.size > 0
      ? await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, [...staffIds]))
      : [];
  const names = new Map(staff.map((member) => [member.id, member.username]));
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? null) : null);
  const by = (userId: string | null): ByWhom => ({ byId: userId, by: nameOf(userId) });

  const facts: TimelineFacts[] = [
    {
      type: "received",
      id: application.id,
      at: application.createdAt,
      byId: null,
      by: null,
      name: application.name,
      jobTitle: application.jobTitle,
    },
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
      event.kind === "stage"
        ? {
            type: "stage" as const,
            id: event.id,
            at: event.createdAt,
            ...by(event.actorId),
            from: event.from as ApplicationStage | null,
            to: event.to as ApplicationStage | null,
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
  // Oldest first; within one transaction (a reply and the stage it moved) the time is the same.
  facts.sort((a, b) => a.at.getTime() - b.at.getTime() || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
  return { ...application, timeline: facts.map((entry) => toldTo(entry, reader)) };
}

// The order one transaction writes them in: a reply, then the assignee, then the stage it moved.
const TYPE_ORDER: Record<ApplicationTimelineEntry["type"], number> = {
  received: 0,
  reply: 1,
  assignment: 2,
  stage: 3,
  note: 4,
};
