import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, users } from "@staffing/db";
import type { InquiryReplyDelivery } from "@staffing/shared";
import { inArray } from "drizzle-orm";

// What an inquiry's and an application's timelines share: notes, replies by mail with their
// delivery, the record's moves (an inquiry's status, an application's stage) and assignments, each
// with who and when, by name. Each pipeline adds its own lines, words and order.

/** Who did it: the staff member's id and name (null when the account is gone). */
export interface ByWhom {
  byId: string | null;
  by: string | null;
}

/** Where a line stands in its timeline: its row's id and time, and who. */
type Line = ByWhom & { id: string; at: Date };

/** A staff member's note. */
export type NoteFacts = Line & { type: "note"; body: string };

/** A reply by mail, with where its delivery stands. */
export type ReplyFacts = Line & {
  type: "reply";
  subject: string;
  body: string;
  delivery: InquiryReplyDelivery;
  deliveredAt: Date | null;
};

/** The lines both timelines have; `Move` names the status or stage change, `Value` its values. */
export type PipelineFacts<Move extends string, Value extends string> =
  | NoteFacts
  | ReplyFacts
  | (Line & { type: Move; from: Value | null; to: Value | null })
  | (Line & {
      type: "assignment";
      fromId: string | null;
      fromName: string | null;
      toId: string | null;
      toName: string | null;
    });

/** The rows a timeline is made of, whichever pipeline's tables they come from. */
export interface TimelineRows {
  notes: { id: string; authorId: string | null; body: string; createdAt: Date }[];
  replies: {
    id: string;
    authorId: string | null;
    subject: string;
    body: string;
    delivery: InquiryReplyDelivery;
    deliveredAt: Date | null;
    createdAt: Date;
  }[];
  events: {
    id: string;
    actorId: string | null;
    kind: string;
    from: string | null;
    to: string | null;
    createdAt: Date;
  }[];
}

/** Tells a line in the pipeline's words, for its reader ("Maria assigned it to you"). */
export const teller =
  <Facts>(summary: (entry: Facts, readerId: string | null) => string) =>
  <T extends Facts>(entry: T, reader: AuthenticatedUser): T & { summary: string } => ({
    ...entry,
    summary: summary(entry, reader.id),
  });

/** Staff members by id, to name them; an id with no account (gone) names no one. */
export type StaffNames = (userId: string | null) => string | null;

/** The names of the staff members the rows (and `alsoIds`) name: only those, not every account. */
export async function staffNames(
  db: Database,
  rows: TimelineRows,
  alsoIds: (string | null)[] = [],
): Promise<StaffNames> {
  const ids = new Set<string>();
  for (const row of [...rows.notes, ...rows.replies]) if (row.authorId) ids.add(row.authorId);
  for (const event of rows.events) {
    if (event.actorId) ids.add(event.actorId);
    if (event.kind === "assignment") for (const value of [event.from, event.to]) if (value) ids.add(value);
  }
  for (const id of alsoIds) if (id) ids.add(id);
  const staff =
    ids.size > 0
      ? await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, [...ids]))
      : [];
  const names = new Map(staff.map((member) => [member.id, member.username]));
  return (userId) => (userId ? (names.get(userId) ?? null) : null);
}

/** The shared lines of a timeline, unsorted; events of kind `move` are the status or stage changes. */
export function pipelineFacts<Move extends string, Value extends string>(
  rows: TimelineRows,
  move: Move,
  nameOf: StaffNames,
): PipelineFacts<Move, Value>[] {
  const by = (userId: string | null): ByWhom => ({ byId: userId, by: nameOf(userId) });
  return [
    ...rows.notes.map((note) => ({
      type: "note" as const,
      id: note.id,
      at: note.createdAt,
      ...by(note.authorId),
      body: note.body,
    })),
    ...rows.replies.map((reply) => ({
      type: "reply" as const,
      id: reply.id,
      at: reply.createdAt,
      ...by(reply.authorId),
      subject: reply.subject,
      body: reply.body,
      delivery: reply.delivery,
      deliveredAt: reply.deliveredAt,
    })),
    ...rows.events.map((event) =>
      event.kind === move
        ? {
            type: move,
            id: event.id,
            at: event.createdAt,
            ...by(event.actorId),
            from: event.from as Value | null,
            to: event.to as Value | null,
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
}

/**
 * Oldest first; within one transaction (a reply and the move it made) the time is the same, so
 * `order` says the order that transaction writes them in.
 */
export function oldestFirst<Fact extends { type: string; at: Date }>(
  facts: Fact[],
  order: Record<Fact["type"], number>,
): Fact[] {
  return facts.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || order[a.type as Fact["type"]] - order[b.type as Fact["type"]],
  );
}

/** The line a note just written makes, by the staff member who wrote it. */
export const noteLine = (
  note: { id: string; createdAt: Date; body: string },
  actor: AuthenticatedUser,
): NoteFacts => ({
  type: "note" as const,
  id: note.id,
  at: note.createdAt,
  byId: actor.id,
  by: actor.username,
  body: note.body,
});

/** The line a reply just queued makes: not delivered yet. */
export const replyLine = (
  reply: { id: string; createdAt: Date; subject: string; body: string; delivery: InquiryReplyDelivery },
  actor: AuthenticatedUser,
): ReplyFacts => ({
  type: "reply" as const,
  id: reply.id,
  at: reply.createdAt,
  byId: actor.id,
  by: actor.username,
  subject: reply.subject,
  body: reply.body,
  delivery: reply.delivery,
  deliveredAt: null,
});
