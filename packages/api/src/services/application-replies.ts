import type { AuthenticatedUser } from "@staffing/auth";
import { applicationReplies, applications, type Database, readCompanyProfile, users } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type InquiryReply, type MailJob, type MailOutcomes, queueMail } from "@staffing/mail";
import { APPLICATION_PIPELINE } from "@staffing/shared";
import { and, eq } from "drizzle-orm";
import { changeStage } from "./application-changes";
import { type ApplicationTimelineEntry, toldTo } from "./application-timeline";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";

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
    return toldTo(
      {
        type: "reply" as const,
        id: stored.id,
        at: stored.createdAt,
        byId: actor.id,
        by: actor.username,
        subject,
        body: stored.body,
        delivery: stored.delivery,
        deliveredAt: null,
      },
      actor,
    );
  });
}

/** What the reply's mail is made of when it is sent; null when the reply or its application is gone. */
export async function applicationReplyForMail(db: Database, replyId: string): Promise<InquiryReply | null> {
  const [row] = await db
    .select({
      to: applications.email,
      subject: applicationReplies.subject,
      body: applicationReplies.body,
      staffName: users.username,
      staffEmail: users.email,
    })
    .from(applicationReplies)
    .innerJoin(applications, eq(applications.id, applicationReplies.applicationId))
    .leftJoin(users, eq(users.id, applicationReplies.authorId))
    .where(eq(applicationReplies.id, replyId));
  if (!row) return null;
  const company = (await readCompanyProfile(db)).name;
  return { ...row, staffName: row.staffName ?? company, staffEmail: row.staffEmail };
}

/** Keeps each application reply's delivery state as the mail queue's worker learns it. */
export function applicationReplyOutcomes(db: Database): MailOutcomes {
  const settle = async (job: MailJob, delivery: "sent" | "failed") => {
    if (job.kind !== "application-reply") return;
    await db
      .update(applicationReplies)
      .set({ delivery, deliveredAt: delivery === "sent" ? new Date() : null })
      // A late failure report never undoes a delivery.
      .where(and(eq(applicationReplies.id, job.replyId), eq(applicationReplies.delivery, "queued")));
  };
  return {
    delivered: (job) => settle(job, "sent"),
    abandoned: (job) => settle(job, "failed"),
  };
}
