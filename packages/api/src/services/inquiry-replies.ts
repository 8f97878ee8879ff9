import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, inquiries, inquiryReplies, readCompanyProfile } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type InquiryReply, type MailOutcomes, queueMail } from "@staffing/mail";
import { MAIL_TEXTS } from "@staffing/shared";
import { eq } from "drizzle-orm";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { changeStatus } from "./inquiries";
import { type TimelineEntry, toldTo } from "./inquiry-timeline";
import { INQUIRY_REPLIES, replyMail, replyOutcomes } from "./pipeline/replies";
import { replyLine } from "./pipeline/timeline";

/**
 * Mails a staff member's reply to the inquirer through the queue, in one transaction with the reply's
 * row (queued), its audit row and, for the first reply, `firstRespondedAt` and a `new` inquiry
 * moving to `in_progress`. The queue's worker records whether the mail went (inquiryReplyOutcomes).
 */
export async function sendInquiryReply(
  db: Database,
  jobs: Jobs,
  inquiryId: string,
  reply: { subject?: string | undefined; body: string },
  actor: AuthenticatedUser,
): Promise<TimelineEntry & { type: "reply" }> {
  const subject = reply.subject ?? MAIL_TEXTS.inquiryReply.subject((await readCompanyProfile(db)).name);
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for("update");
    if (!inquiry) throw notFound("Inquiry");
    const [stored] = await tx
      .insert(inquiryReplies)
      .values({ inquiryId, authorId: actor.id, subject, body: reply.body })
      .returning();
    if (!stored) throw new Error("The reply was not stored.");
    await queueMail(jobs, tx, [{ kind: "inquiry-reply", replyId: stored.id }]);
    if (!inquiry.firstRespondedAt)
      await tx
        .update(inquiries)
        .set({ firstRespondedAt: stored.createdAt })
        .where(eq(inquiries.id, inquiryId));
    if (inquiry.status === "new") await changeStatus(tx, inquiry, "in_progress", actor, jobs);
    await recordChange(tx, actor, {
      action: "create",
      entityType: "inquiry",
      entityId: inquiryId,
      after: { reply: { to: inquiry.email, subject, body: reply.body } },
    });
    return toldTo(replyLine(stored, actor), actor);
  });
}

/** What the reply's mail is made of when it is sent; null when the reply or its inquiry is gone. */
export function replyForMail(db: Database, replyId: string): Promise<InquiryReply | null> {
  return replyMail(db, INQUIRY_REPLIES, replyId);
}

/** Keeps each reply's delivery state as the mail queue's worker learns it. */
export function inquiryReplyOutcomes(db: Database): MailOutcomes {
  return replyOutcomes(db, INQUIRY_REPLIES);
}
