import type { AuthenticatedUser } from "@staffing/auth";
import { type Application, applications, type Database } from "@staffing/db";
import { APPLICATION_PIPELINE, type ApplicationStage } from "@staffing/shared";
import { eq, inArray } from "drizzle-orm";
import { APPLICATION_CHANGE_LOG } from "./application-timeline";
import { notFound } from "./errors";
import { changeMany, type PipelineRecords, reassign, recordPipelineChange } from "./pipeline/changes";

// The pipeline's changes (issue 30, point 4): a stage, an assignee, or both, one application or many;
// each change a timeline event and an audit row (what changed, never the candidate's details).

/** Applications as the pipeline's changes touch them; an assignee must be active staff who handle them. */
const APPLICATIONS: PipelineRecords<Application, "stage"> = {
  ...APPLICATION_CHANGE_LOG,
  capability: "applications:manage",
  assigneeRefused: APPLICATION_PIPELINE.assigneeRefused,
  assign: async (tx, id, assigneeId) =>
    (await tx.update(applications).set({ assigneeId }).where(eq(applications.id, id)).returning())[0],
  lockInIdOrder: (tx, ids) =>
    tx
      .select()
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(applications.id)
      .for("update"),
};

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
  await recordPipelineChange(tx, actor, APPLICATION_CHANGE_LOG, before.id, {
    field: "stage",
    kind: "stage",
    from: before.stage,
    to: stage,
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
    const assigned =
      assigneeId === undefined ? null : await reassign(tx, actor, APPLICATIONS, before, assigneeId);
    if (change.stage) await changeStage(tx, assigned ?? before, change.stage, actor);
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
  return changeMany(db, APPLICATIONS, ids, (tx, before) => changeStage(tx, before, stage, actor));
}
