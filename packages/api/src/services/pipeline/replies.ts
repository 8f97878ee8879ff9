import {
  applicationReplies,
  applications,
  type Database,
  inquiries,
  inquiryReplies,
  readCompanyProfile,
  users,
} from "@staffing/db";
import type { InquiryReply, MailJob, MailOutcomes } from "@staffing/mail";
import { and, eq } from "drizzle-orm";

// Replies by mail, an inquiry's or an application's: the queue's mail job names the reply by its
// id, and what it is made of and how its delivery went are read and kept the same way for both.

/** Where a pipeline's replies are kept: their table, and the record replied to with its address. */
export type ReplyTables =
  | {
      kind: "inquiry-reply";
      replies: typeof inquiryReplies;
      repliedTo: typeof inquiries;
      recordId: typeof inquiryReplies.inquiryId;
    }
  | {
      kind: "application-reply";
      replies: typeof applicationReplies;
      repliedTo: typeof applications;
      recordId: typeof applicationReplies.applicationId;
    };

export const INQUIRY_REPLIES: ReplyTables = {
  kind: "inquiry-reply",
  replies: inquiryReplies,
  repliedTo: inquiries,
  recordId: inquiryReplies.inquiryId,
};

export const APPLICATION_REPLIES: ReplyTables = {
  kind: "application-reply",
  replies: applicationReplies,
  repliedTo: applications,
  recordId: applicationReplies.applicationId,
};

/**
 * What the reply's mail is made of when it is sent (signed by the staff member who wrote it, or the
 * company when their account is gone); null when the reply or what it answers is gone.
 */
export async function replyMail(
  db: Database,
  tables: ReplyTables,
  replyId: string,
): Promise<InquiryReply | null> {
  const { replies, repliedTo, recordId } = tables;
  const [row] = await db
    .select({
      to: repliedTo.email,
      subject: replies.subject,
      body: replies.body,
      staffName: users.username,
      staffEmail: users.email,
    })
    .from(replies)
    .innerJoin(repliedTo, eq(repliedTo.id, recordId))
    .leftJoin(users, eq(users.id, replies.authorId))
    .where(eq(replies.id, replyId));
  if (!row) return null;
  const company = (await readCompanyProfile(db)).name;
  return { ...row, staffName: row.staffName ?? company, staffEmail: row.staffEmail };
}

/** Keeps each reply's delivery state as the mail queue's worker learns it. */
export function replyOutcomes(db: Database, tables: ReplyTables): MailOutcomes {
  const { kind, replies } = tables;
  const settle = async (job: MailJob, delivery: "sent" | "failed") => {
    if (job.kind !== kind) return;
    await db
      .update(replies)
      .set({ delivery, deliveredAt: delivery === "sent" ? new Date() : null })
      // A late failure report never undoes a delivery.
      .where(and(eq(replies.id, job.replyId), eq(replies.delivery, "queued")));
  };
  return {
    delivered: (job) => settle(job, "sent"),
    abandoned: (job) => settle(job, "failed"),
  };
}
