import { z } from "zod";

/** One e-mail, ready for the mail server. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/**
 * What is queued: which mail to send, by reference. The mail is composed when it is sent, so a
 * one-use link is made at that moment and never sits in the queue's table in clear.
 */
export const mailJob = z.union([
  z.object({ kind: z.literal("inquiry-notification"), inquiryId: z.string() }),
  /** To the visitor who sent the inquiry: thanks, what happens next, how to reach the company. */
  z.object({ kind: z.literal("inquiry-acknowledgement"), inquiryId: z.string() }),
  /**
   * To the address as typed, known or not: the sender finds the account, so a reset request does the
   * same work whether or not the address has one (its time tells nothing).
   */
  z.object({ kind: z.literal("password-recovery"), email: z.string(), redirectTo: z.string() }),
  /** A reset queued by the version before names the account by id; it may wait in the queue at an upgrade. */
  z.object({ kind: z.literal("password-recovery"), userId: z.string(), redirectTo: z.string() }),
  /** The code a signed-in staff member asked for to confirm a password change (GoTrue's reauthenticate). */
  z.object({ kind: z.literal("reauthentication"), userId: z.string() }),
  /** Lands on `redirectTo` when a site that uses this provider asked for the invite. */
  z.object({ kind: z.literal("invite"), userId: z.string(), redirectTo: z.string().optional() }),
  z.object({ kind: z.literal("newsletter-confirmation"), subscriberId: z.string() }),
  /** A staff member's reply to an inquirer; its delivery state is kept beside it (MailOutcomes). */
  z.object({ kind: z.literal("inquiry-reply"), replyId: z.string() }),
  /** A staff member's reply to a candidate about their application; its delivery state is kept likewise. */
  z.object({ kind: z.literal("application-reply"), replyId: z.string() }),
  /**
   * A requested whitepaper, to the visitor who asked (the inquiry that keeps the lead): its signed,
   * expiring download link is made when the mail is sent, so it never waits in the queue's table.
   */
  z.object({ kind: z.literal("whitepaper-delivery"), inquiryId: z.string() }),
  /** Double opt-in of a job alert (issue 30): its link is made when the mail is sent. */
  z.object({ kind: z.literal("job-alert-confirmation"), subscriptionId: z.string() }),
  /** A job alert: the jobs it lists (those still open when it is sent). */
  z.object({ kind: z.literal("job-alert"), subscriptionId: z.string(), jobIds: z.array(z.string()).min(1) }),
  /** To the staff who handle applications (or NOTIFY_EMAIL): a candidate applied. */
  z.object({ kind: z.literal("application-notification"), applicationId: z.string() }),
  /** To the candidate: their application for the job is in, and what happens next. */
  z.object({ kind: z.literal("application-acknowledgement"), applicationId: z.string() }),
]);

export type MailJob = z.infer<typeof mailJob>;

export type MailKind = MailJob["kind"];

/** Turns a job into its mail at sending time; null when there is nothing to send any more. */
export type MailComposer<K extends MailKind = MailKind> = (
  job: Extract<MailJob, { kind: K }>,
) => Promise<MailMessage | null>;

export type MailComposers = { [K in MailKind]: MailComposer<K> };

/**
 * Told how each job ended, for mails whose delivery someone watches (an inquiry's reply in its
 * timeline): taken by the mail server, or given up on after the last retry.
 */
export interface MailOutcomes {
  delivered(job: MailJob): Promise<void>;
  abandoned(job: MailJob): Promise<void>;
}
