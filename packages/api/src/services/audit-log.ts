import type { AuditChange, AuditRecorder } from "@staffing/auth";
import { type AuditedEntity, type AuditLogEntry, auditLog, type Database } from "@staffing/db";
import { and, eq, lt, or } from "drizzle-orm";
import { newestFirst } from "./ordering";

export type Change = AuditChange;

// Dates and other values stored as they serialise to JSON.
const snapshot = (record: object | null | undefined) =>
  record ? (JSON.parse(JSON.stringify(record)) as Record<string, unknown>) : null;

/** Writes the audit row in the caller's transaction, so a change and its record stand or fall together. */
export const recordChange: AuditRecorder = async (tx, actor, change) => {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
};

/** Newest first; `before` (an entry id) pages back through older entries. */
export async function listAuditLog(
  db: Database,
  query: {
    entityType?: AuditedEntity | undefined;
    entityId?: string | undefined;
    actorId?: string | undefined;
    limit: number;
    before?: number | undefined;
  },
): Promise<AuditLogEntry[]> {
  let olderThan: AuditLogEntry | undefined;
  if (query.before !== undefined)
    [olderThan] = await db.select().from(auditLog).where(eq(auditLog.id, query.before));
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        olderThan
          ? or(
              lt(auditLog.createdAt, olderThan.createdAt),
              and(eq(auditLog.createdAt, olderThan.createdAt), lt(auditLog.id, olderThan.id)),
            )
          : undefined,
      ),
    )
    .orderBy(newestFirst(auditLog.createdAt), newestFirst(auditLog.id))
    .limit(query.limit);
}
