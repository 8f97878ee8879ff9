import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, inquiries } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import type { InquiryStatus } from "@staffing/shared";
import { eq, inArray } from "drizzle-orm";
import { queueWebhookEvent } from "../webhooks/events";
import { inquiryPayload } from "../webhooks/payloads";
import { assertAssignable } from "./assignable-staff";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { changeStatus } from "./inquiries";
import { findInquiryView, type InquiryView } from "./inquiry-promise";
import { recordInquiryEvent } from "./inquiry-timeline";

export const ASSIGNEE_REFUSED = "Choose an active staff member who may handle inquiries.";

/** Someone who can sign in (not disabled, not an invite still waiting) and whose role handles inquiries. */
const assertInquiryHandler = (db: Database, userId: string) =>
  assertAssignable(db, userId, "inquiries:manage", ASSIGNEE_REFUSED);

/**
 * The spec's status change and the pipeline's assignment, either or both, in one transaction: each
 * change is a timeline event and an audit row, and together they are one `inquiry.updated` naming
 * both; `assigneeId: null` unassigns.
 */
export async function updateInquiry(
  db: Database,
  jobs: Jobs,
  id: string,
  change: { status?: InquiryStatus | undefined; assigneeId?: string | null | undefined },
  actor: AuthenticatedUser,
  responseHours: number,
): Promise<InquiryView> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!before) throw notFound("Inquiry");
    const { assigneeId } = change;
    let after = before;
    const changes: Record<string, { before: string | null; after: string | null }> = {};
    if (assigneeId !== undefined && assigneeId !== before.assigneeId) {
      if (assigneeId !== null) await assertInquiryHandler(tx, assigneeId);
      const [assigned] = await tx
        .update(inquiries)
        .set({ assigneeId })
        .where(eq(inquiries.id, id))
        .returning();
      if (assigned) after = assigned;
      changes.assigneeId = { before: before.assigneeId, after: assigneeId };
      await recordInquiryEvent(tx, {
        inquiryId: id,
        actorId: actor.id,
        kind: "assignment",
        from: before.assigneeId,
        to: assigneeId,
      });
      await recordChange(tx, actor, {
        action: "update",
        entityType: "inquiry",
        entityId: id,
        before: { assigneeId: before.assigneeId },
        after: { assigneeId },
      });
    }
    const changed = change.status && (await changeStatus(tx, after, change.status, actor, null));
    if (changed) {
      after = changed;
      changes.status = { before: before.status, after: changed.status };
    }
    if (Object.keys(changes).length > 0)
      await queueWebhookEvent(jobs, tx, "inquiry.updated", { ...inquiryPayload(after), changes });
  });
  const view = await findInquiryView(db, id, responseHours);
  if (!view) throw notFound("Inquiry");
  return view;
}

/**
 * Sets several inquiries to one status at once; answers how many changed (those unknown or already
 * there count none). Each change has its timeline event and audit row, as one by one.
 */
export function setStatusOfMany(
  db: Database,
  jobs: Jobs,
  ids: string[],
  status: InquiryStatus,
  actor: AuthenticatedUser,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked in id order, so two bulk changes over the same rows cannot deadlock.
    const rows = await tx
      .select()
      .from(inquiries)
      .where(inArray(inquiries.id, [...new Set(ids)]))
      .orderBy(inquiries.id)
      .for("update");
    let changed = 0;
    for (const before of rows) if (await changeStatus(tx, before, status, actor, jobs)) changed++;
    return changed;
  });
}
