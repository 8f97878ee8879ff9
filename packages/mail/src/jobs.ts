import type { Database } from "@staffing/db";
import { defineJobKind, type JobLogger, type JobRun, type Jobs, type RetryPolicy } from "@staffing/jobs";
import { type MailComposers, type MailJob, type MailKind, type MailOutcomes, mailJob } from "./message";
import { MAIL_LOG_LINES, type MailFate, type MailTransport } from "./transport";

/** Told of each delivery and each failed attempt, by mail kind (the server's metrics). */
export interface MailObserver {
  sent(kind: MailKind): void;
  failed(kind: MailKind): void;
}

/** What the mail kinds' handler needs from the server. */
export interface MailDelivery {
  transport: MailTransport;
  composers: MailComposers;
  logger: Pick<JobLogger, "info" | "error">;
  outcomes?: MailOutcomes | undefined;
  observer?: MailObserver | undefined;
}

// A mail server that is down for a while still gets every mail: about a dozen tries spread over
// several hours, doubling the wait each time.
const MAIL_RETRIES: RetryPolicy = { limit: 12, delaySeconds: 10, backoff: true };
// One attempt: nodemailer's own limits (5 s to connect, 5 s for the greeting, 10 s of silence) and
// the wait for one of the pool's connections.
const MAIL_TIMEOUT_SECONDS = 45;

/**
 * Which queue each mail waits in. Account mails (someone is at the screen waiting for the link) have
 * a queue of their own, with workers and mail-server connections of their own, that no burst of
 * notifications, acknowledgements or newsletters can delay. A new mail kind is placed here.
 */
export const MAIL_QUEUE_OF: Record<MailKind, "account" | "site"> = {
  "password-recovery": "account",
  invite: "account",
  reauthentication: "account",
  "inquiry-notification": "site",
  "inquiry-acknowledgement": "site",
  "inquiry-reply": "site",
  "application-reply": "site",
  "newsletter-confirmation": "site",
  "whitepaper-delivery": "site",
  "job-alert-confirmation": "site",
  "job-alert": "site",
  "application-notification": "site",
  "application-acknowledgement": "site",
};

/**
 * Composes the mail when it is sent (a one-use link made then never waits in the queue's table) and
 * hands it to the mail server with a Message-ID of the job's own, the same on every attempt: the one
 * case a mail can go twice (the process dies between the server's 250 and the job's completion)
 * leaves a copy a mailbox can tell is the same message.
 */
async function deliverMail({ id, data: job, isLastAttempt }: JobRun<MailJob>, delivery: MailDelivery) {
  const { transport, composers, observer, outcomes, logger } = delivery;
  const compose = composers[job.kind] as (job: MailJob) => ReturnType<MailComposers[MailJob["kind"]]>;
  let fate: MailFate;
  try {
    const mail = await compose(job);
    if (!mail) return; // what it was about is gone (a deleted inquiry, a revoked invite)
    fate = await transport.deliver(mail, { messageId: id });
  } catch (error) {
    observer?.failed(job.kind);
    if (isLastAttempt) await recordOutcome(() => outcomes?.abandoned(job), logger);
    throw error; // tried again, after the queue's wait
  }
  // Without a mail server the transport has said so in its own line: nothing here calls the mail sent.
  // A mail that went nowhere (production) is recorded as not delivered, so a reply shows as not sent.
  if (fate === "discarded") {
    await recordOutcome(() => outcomes?.abandoned(job), logger);
    return;
  }
  observer?.sent(job.kind);
  await recordOutcome(() => outcomes?.delivered(job), logger);
  if (fate === "sent") logger.info({ kind: job.kind, jobId: id }, MAIL_LOG_LINES.sent);
}

// The mail went (or was given up on) whatever its record says: a failed update is logged, not retried,
// so the recipient never gets the same mail twice.
async function recordOutcome(record: () => Promise<void> | undefined, logger: Pick<JobLogger, "error">) {
  try {
    await record();
  } catch (error) {
    logger.error({ err: error }, "recording a mail's outcome failed");
  }
}

/** Password resets and invites: their own queue, woken at once. */
export const accountMailJobs = defineJobKind({
  name: "mail.account",
  data: mailJob,
  priority: "account",
  retry: MAIL_RETRIES,
  concurrency: 4,
  timeoutSeconds: MAIL_TIMEOUT_SECONDS,
  work: deliverMail,
});

/** Every other mail: notifications, acknowledgements, replies, confirmations. */
export const siteMailJobs = defineJobKind({
  name: "mail",
  data: mailJob,
  priority: "prompt",
  retry: MAIL_RETRIES,
  concurrency: 16,
  timeoutSeconds: MAIL_TIMEOUT_SECONDS,
  work: deliverMail,
});

/** Queues mails in the caller's transaction, each in its queue (MAIL_QUEUE_OF). */
export async function queueMail(jobs: Jobs, tx: Database, mails: readonly MailJob[]): Promise<void> {
  await jobs.send(
    tx,
    accountMailJobs,
    mails.filter((mail) => MAIL_QUEUE_OF[mail.kind] === "account"),
  );
  await jobs.send(
    tx,
    siteMailJobs,
    mails.filter((mail) => MAIL_QUEUE_OF[mail.kind] === "site"),
  );
}
