import type { Database } from "@staffing/db";

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
export type MailJob =
  | { kind: "inquiry-notification"; inquiryId: string }
  /** To the visitor who sent the inquiry: thanks, what happens next, how to reach the company. */
  | { kind: "inquiry-acknowledgement"; inquiryId: string }
  /**
   * To the address as typed, known or not: the sender finds the account, so a reset request does the
   * same work whether or not the address has one (its time tells nothing).
   */
  | { kind: "password-recovery"; email: string; redirectTo: string }
  /** Lands on `redirectTo` when a site that uses this provider asked for the invite. */
  | { kind: "invite"; userId: string; redirectTo?: string }
  | { kind: "newsletter-confirmation"; subscriberId: string }
  /** A staff member's reply to an inquirer; its delivery state is kept beside it (MailOutcomes). */
  | { kind: "inquiry-reply"; replyId: string };

export type MailKind = MailJob["kind"];

/**
 * Where mails are queued. `send` runs inside the caller's transaction, so the change that asks for
 * a mail and the mail's job exist together or not at all.
 */
export interface MailOutbox {
  send(tx: Database, job: MailJob): Promise<void>;
  /** Several jobs in one statement. */
  sendAll(tx: Database, jobs: MailJob[]): Promise<void>;
}

/** Queues nothing: for procedure tests that do not look at mail. */
export const NO_MAIL: MailOutbox = { send: async () => {}, sendAll: async () => {} };

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
