import type { AuthenticatedUser } from "@staffing/auth";
import { type Application, applications, type Database } from "@staffing/db";
import { APPLICATION_PIPELINE, type ApplicationStage } from "@staffing/shared";
import { eq, inArray } from "drizzle-orm";
import { recordApplicationEvent } from "./application-timeline";
import { assertAssignable } from "./assignable-staff";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";

// The pipeline's changes (issue 30, point 4): a stage, an assignee, or both, one application or many;
// each change a timeline event and an audit row (what changed, never the candidate's details).

/**
 * Moves a locked application to `stage` in the caller's transaction, with its event and audit row.
 * Its own stage changes nothing and records nothing (answers null).
 */
export async function changeStage(
  tx: Database,
  before: Application,
  stage: ApplicationStage,
  actor: AuthenticatedUser,
): Promise<Application | null> {
  if (before.stage === stage) return null;
  const [after] = await tx
    .update(applications)
    .set({ stage })
    .where(eq(applications.id, before.id))
    .returning();
  if (!after) return null;
  await recordApplicationEvent(tx, {
    applicationId: before.id,
    actorId: actor.id,
    kind: "stage",
    from: before.stage,
    to: stage,
  });
  await recordChange(tx, actor, {
    action: "update",
    entityType: "application",
    entityId: before.id,
    before: { stage: before.stage },
    after: { stage },
  });
  return after;
}

/**
 * A stage, an assignee (an active staff member who may handle applications; null unassigns), or
 * both, in one transaction.
 */
export async function updateApplication(
  db: Database,
  id: string,
  change: { stage?: ApplicationStage | undefined; assigneeId?: string | null | undefined },
  actor: AuthenticatedUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(applications).where(eq(applications.id, id)).for("update");
    if (!before) throw notFound("Application");
    const { assigneeId } = change;
    let current = before;
    if (assigneeId !== undefined && assigneeId !== before.assigneeId) {
      if (assigneeId !== null)
        await assertAssignable(tx, assigneeId, "applications:manage", APPLICATION_PIPELINE.assigneeRefused);
      const [assigned] = await tx
        .update(applications)
        .set({ assigneeId })
        .where(eq(applications.id, id))
        .returning();
      if (assigned) current = assigned;
      await recordApplicationEvent(tx, {
        applicationId: id,
        actorId: actor.id,
        kind: "assignment",
        from: before.assigneeId,
        to: assigneeId,
      });
      await recordChange(tx, actor, {
        action: "update",
        entityType: "application",
        entityId: id,
        before: { assigneeId: before.assigneeId },
        after: { assigneeId },
      });
    }
    if (change.stage) await changeStage(tx, current, change.stage, actor);
  });
}

/**
 * Several applications to one stage at once; answers how many changed (those unknown or already
 * there count none). Each change has its event and audit row, as one by one.
 */
export function setStageOfMany(
  db: Database,
  ids: string[],
  stage: ApplicationStage,
  actor: AuthenticatedUser,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked in id order, so two bulk changes over the same rows cannot deadlock.
    const rows = await tx
      .select()
      .from(applications)
      .where(inArray(applications.id, [...new Set(ids)]))
      .orderBy(applications.id)
      .for("update");
    let changed = 0;
    for (const before of rows) if (await changeStage(tx, before, stage, actor)) changed++;
    return changed;
  });
}
