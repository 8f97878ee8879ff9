import type { AuthenticatedUser } from "@staffing/auth";
import type { AuditedEntity, Database } from "@staffing/db";
import type { Capability } from "@staffing/shared";
import { assertAssignable } from "../assignable-staff";
import { recordChange } from "../audit-log";

// The pipeline's changes, an inquiry's or an application's: a move (status or stage) or an
// assignment, each a timeline event and an audit row naming what changed, in the caller's
// transaction; many records at once are locked in id order, so two bulk changes cannot deadlock.

/** One line of a record's timeline of changes: who moved what from what to what. */
export interface PipelineEvent<Kind extends string> {
  actorId: string;
  kind: Kind;
  from: string | null;
  to: string | null;
}

/** Where a pipeline's changes are written: its timeline's events, and the audit log's entity type. */
export interface ChangeLog<Kind extends string> {
  entityType: AuditedEntity;
  recordEvent(tx: Database, recordId: string, event: PipelineEvent<Kind>): Promise<void>;
}

/** A pipeline's records as its changes touch them (each call in the caller's transaction). */
export interface PipelineRecords<Row extends { id: string; assigneeId: string | null }, Kind extends string>
  extends ChangeLog<Kind | "assignment"> {
  /** Who may be given one: staff who can sign in with this capability; others are refused so. */
  capability: Capability;
  assigneeRefused: string;
  assign(tx: Database, recordId: string, assigneeId: string | null): Promise<Row | undefined>;
  /** The records of these ids, locked for update in id order. */
  lockInIdOrder(tx: Database, ids: string[]): Promise<Row[]>;
}

/** A change's timeline event and audit row (`field` from what to what), in the caller's transaction. */
export async function recordPipelineChange<Kind extends string>(
  tx: Database,
  actor: AuthenticatedUser,
  log: ChangeLog<Kind>,
  recordId: string,
  change: { field: string; kind: Kind; from: string | null; to: string | null },
): Promise<void> {
  const { field, kind, from, to } = change;
  await log.recordEvent(tx, recordId, { actorId: actor.id, kind, from, to });
  await recordChange(tx, actor, {
    action: "update",
    entityType: log.entityType,
    entityId: recordId,
    before: { [field]: from },
    after: { [field]: to },
  });
}

/**
 * Gives a locked record to `assigneeId` (null unassigns), with its event and audit row; answers the
 * record as it is now, or null when it had that assignee already (nothing changes or is recorded).
 */
export async function reassign<Row extends { id: string; assigneeId: string | null }, Kind extends string>(
  tx: Database,
  actor: AuthenticatedUser,
  records: PipelineRecords<Row, Kind>,
  before: Row,
  assigneeId: string | null,
): Promise<Row | null> {
  if (assigneeId === before.assigneeId) return null;
  if (assigneeId !== null)
    await assertAssignable(tx, assigneeId, records.capability, records.assigneeRefused);
  const assigned = await records.assign(tx, before.id, assigneeId);
  await recordPipelineChange<Kind | "assignment">(tx, actor, records, before.id, {
    field: "assigneeId",
    kind: "assignment",
    from: before.assigneeId,
    to: assigneeId,
  });
  return assigned ?? before;
}

/**
 * Changes several records in one transaction, one by one (each with its event and audit row);
 * answers how many changed (unknown ids, and those `change` leaves alone, count none).
 */
export function changeMany<Row extends { id: string; assigneeId: string | null }, Kind extends string>(
  db: Database,
  records: PipelineRecords<Row, Kind>,
  ids: string[],
  change: (tx: Database, before: Row) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await records.lockInIdOrder(tx, [...new Set(ids)]);
    let changed = 0;
    for (const before of rows) if (await change(tx, before)) changed++;
    return changed;
  });
}
