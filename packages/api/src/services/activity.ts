import type { AuthenticatedUser } from "@staffing/auth";
import { auditLog, type Database } from "@staffing/db";
import {
  ACTIVITY_KIND_CAPABILITIES,
  ADMIN_ACTIVITY,
  AUDITED_ENTITIES,
  activitySentence,
  can,
} from "@staffing/shared";
import { inArray } from "drizzle-orm";
import { nameAuditEntries } from "./audit-log";
import { newestFirst } from "./ordering";

/** One line of the dashboard's activity feed: when, and what happened in a sentence. */
export interface ActivityItem {
  id: number;
  at: Date;
  sentence: string;
}

/**
 * The latest changes of the records the reader's role may read, newest first, each told as a
 * sentence with people's names ('Maria assigned Priya Raman's inquiry to you').
 */
export async function recentActivity(
  db: Database,
  reader: AuthenticatedUser,
  limit: number = ADMIN_ACTIVITY.feedSize,
): Promise<ActivityItem[]> {
  const kinds = AUDITED_ENTITIES.filter((kind) => can(reader.role, ACTIVITY_KIND_CAPABILITIES[kind]));
  const entries = await db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.entityType, kinds))
    .orderBy(newestFirst(auditLog.createdAt), newestFirst(auditLog.id))
    .limit(limit);
  const named = await nameAuditEntries(db, entries);
  return named.map((entry) => ({
    id: entry.id,
    at: entry.createdAt,
    sentence: activitySentence({
      action: entry.action,
      kind: entry.entityType,
      at: entry.createdAt,
      actorName: entry.actorName,
      actorId: entry.actorId,
      entityId: entry.entityId,
      byReader: entry.actorId === reader.id,
      recordName: entry.recordName,
      before: entry.before,
      after: entry.after,
      names: entry.names,
      readerId: reader.id,
    }),
  }));
}
