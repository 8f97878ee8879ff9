import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type Inquiry, inquiries } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import type { InquiryStatus } from "@staffing/shared";
import { eq, inArray } from "drizzle-orm";
import { queueWebhookEvent } from "../webhooks/events";
import { inquiryPayload } from "../webhooks/payloads";
import { notFound } from "./errors";
import { changeStatus } from "./inquiries";
import { findInquiryView, type InquiryView } from "./inquiry-promise";
import { INQUIRY_CHANGE_LOG } from "./inquiry-timeline";
import { changeMany, type PipelineRecords, reassign } from "./pipeline/changes";

export const ASSIGNEE_REFUSED = "Choose an active staff member who may handle inquiries.";

/** Inquiries as the pipeline's changes touch them; an assignee must be active staff who handle inquiries. */
const INQUIRIES: PipelineRecords<Inquiry, "status"> = {
  ...INQUIRY_CHANGE_LOG,
  capability: "inquiries:manage",
  assigneeRefused: ASSIGNEE_REFUSED,
  assign: async (tx, id, assigneeId) =>
    (await tx.update(inquiries).set({ assigneeId }).where(eq(inquiries.id, id)).returning())[0],
  lockInIdOrder: (tx, ids) =>
    tx.select().from(inquiries).where(inArray(inquiries.id, ids)).orderBy(inquiries.id).for("update"),
};

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
    const assigned =
      assigneeId === undefined ? null : await reassign(tx, actor, INQUIRIES, before, assigneeId);
    if (assigned) {
      after = assigned;
      changes.assigneeId = { before: before.assigneeId, after: assigned.assigneeId };
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
  return changeMany(db, INQUIRIES, ids, (tx, before) => changeStatus(tx, before, status, actor, jobs));
}
