import type { AuthenticatedUser } from "@staffing/auth";
import { applicationReplies, applications, type Database } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type InquiryReply, type MailOutcomes, queueMail } from "@staffing/mail";
import { APPLICATION_PIPELINE } from "@staffing/shared";
import { eq } from "drizzle-orm";
import { changeStage } from "./application-changes";
import { type ApplicationTimelineEntry, toldTo } from "./application-timeline";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { APPLICATION_REPLIES, replyMail, replyOutcomes } from "./pipeline/replies";
import { replyLine } from "./pipeline/timeline";

/**
 * Mails a staff member's reply to the candidate through the queue (Reply-To the staff member), in one
 * transaction with the reply's row (queued) and its audit row; a `new` application moves to
 * `screening`, as someone has now answered it. The queue's worker records whether the mail went
 * (applicationReplyOutcomes).
 */
export function sendApplicationReply(
  db: Database,
  queue: Jobs,
  applicationId: string,
  reply: { subject?: string | undefined; body: string },
  actor: AuthenticatedUser,
): Promise<ApplicationTimelineEntry & { type: "reply" }> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("update");
    if (!application) throw notFound("Application");
    const subject = reply.subject ?? APPLICATION_PIPELINE.replySubject(application.jobTitle);
    const [stored] = await tx
      .insert(applicationReplies)
      .values({ applicationId, authorId: actor.id, subject, body: reply.body })
      .returning();
    if (!stored) throw new Error("The reply was not stored.");
    await queueMail(queue, tx, [{ kind: "application-reply", replyId: stored.id }]);
    if (application.stage === "new") await changeStage(tx, application, "screening", actor);
    // That a reply went, not what it said: the audit log outlives an erased candidate.
    await recordChange(tx, actor, {
      action: "create",
      entityType: "application",
      entityId: applicationId,
      after: { reply: true },
    });
    return toldTo(replyLine(stored, actor), actor);
  });
}

/** What the reply's mail is made of when it is sent; null when the reply or its application is gone. */
export function applicationReplyForMail(db: Database, replyId: string): Promise<InquiryReply | null> {
  return replyMail(db, APPLICATION_REPLIES, replyId);
}

/** Keeps each application reply's delivery state as the mail queue's worker learns it. */
export const applicationReplyOutcomes = (db: Database): MailOutcomes =>
  replyOutcomes(db, APPLICATION_REPLIES);
