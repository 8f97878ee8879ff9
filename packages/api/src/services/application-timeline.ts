import type { AuthenticatedUser } from "@staffing/auth";
import {
  applicationEvents,
  applicationNotes,
  applicationReplies,
  applications,
  type Database,
} from "@staffing/db";
import { type ApplicationStage, applicationTimelineSummary } from "@staffing/shared";
import { and, eq, isNull } from "drizzle-orm";
import { type ApplicationRecord, findApplicationRecord } from "./application-views";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import type { ChangeLog } from "./pipeline/changes";
import {
  type ByWhom,
  noteLine,
  oldestFirst,
  type PipelineFacts,
  pipelineFacts,
  staffNames,
  teller,
} from "./pipeline/timeline";

// An application's timeline (issue 30, point 4), told as an inquiry's is: when it came in, notes,
// replies by mail with their delivery, stage changes and assignments; who and when, oldest first.

type TimelineFacts =
  | PipelineFacts<"stage", ApplicationStage>
  | (ByWhom & { id: string; at: Date; type: "received"; name: string; jobTitle: string });

export type ApplicationTimelineEntry = TimelineFacts & { summary: string };

export const toldTo = teller(applicationTimelineSummary);

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

/** Where an application's stage and assignee changes are written: its timeline and the audit log. */
export const APPLICATION_CHANGE_LOG: ChangeLog<"stage" | "assignment"> = {
  entityType: "application",
  recordEvent: (tx, applicationId, event) => recordApplicationEvent(tx, { applicationId, ...event }),
};

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
    return toldTo(noteLine(note, actor), actor);
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
  const rows = { notes, replies, events };
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
    ...pipelineFacts<"stage", ApplicationStage>(rows, "stage", await staffNames(db, rows)),
  ];
  return { ...application, timeline: oldestFirst(facts, TYPE_ORDER).map((entry) => toldTo(entry, reader)) };
}

// The order one transaction writes them in: a reply, then the assignee, then the stage it moved.
const TYPE_ORDER: Record<ApplicationTimelineEntry["type"], number> = {
  received: 0,
  reply: 1,
  assignment: 2,
  stage: 3,
  note: 4,
};
