import { createHash, randomBytes } from "node:crypto";
import {
  type Database,
  isUniqueViolation,
  type Job,
  type JobAlertSubscription,
  jobAlertMatches,
  jobAlertSubscriptions,
  jobs as jobsTable,
} from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type MailRecipientLimit, queueMail } from "@staffing/mail";
import {
  JOB_ALERT_CONFIRM_PATH,
  JOB_ALERT_MAIL_INTERVAL_HOURS,
  JOB_ALERT_SOURCE_DEFAULT,
  JOB_ALERT_UNSUBSCRIBE_PATH,
  type JobAlertInput,
  jobAlertFiltersText,
  NEWSLETTER_CONFIRM_DAYS,
  type NewsletterStatus,
} from "@staffing/shared";
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { afterCursor, newestFirstOrder } from "./keyset-paging";
import { maskEmail } from "./newsletter";
import { isOpenJob } from "./open-jobs";

// Job alerts (issue 30, point 5): double opt-in as the newsletter's, then, when a job is published,
// each confirmed subscription it matches gets one mail at once; after that at most one mail per
// JOB_ALERT_MAIL_INTERVAL_HOURS, listing every match since (those still open).

const s = jobAlertSubscriptions;
const m = jobAlertMatches;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The row of an address and filters, whatever the case of the address or the category. */
const sameSubscription = (request: Pick<JobAlertInput, "email" | "service" | "category">): SQL =>
  and(
    eq(sql`lower(${s.email})`, request.email.toLowerCase()),
    eq(sql`coalesce(${s.service}, '')`, request.service ?? ""),
    eq(sql`lower(coalesce(${s.category}, ''))`, (request.category ?? "").toLowerCase()),
  ) as SQL;

/**
 * A sign-up from a public form: stored as pending with where it came from, and a confirmation mail
 * queued in the same transaction. A subscription already confirmed gets nothing new; a pending or
 * unsubscribed one gets a new confirmation. An address that had its day's confirmations gets
 * nothing either, from whichever client. The caller answers the same in every case.
 */
export async function subscribeToJobAlerts(
  db: Database,
  jobs: Jobs,
  mailsPerRecipient: MailRecipientLimit,
  request: JobAlertInput & { ip: string },
): Promise<void> {
  if (!(await mailsPerRecipient.admit("job-alert-confirmation", request.email))) return;
  const source = request.source || JOB_ALERT_SOURCE_DEFAULT;
  const attempt = () =>
    db.transaction(async (tx) => {
      const [known] = await tx.select().from(s).where(sameSubscription(request)).for("update");
      if (known?.status === "confirmed") return;
      const [row] = known
        ? await tx
            .update(s)
            .set({ status: "pending", source, requestIp: request.ip })
            .where(eq(s.id, known.id))
            .returning({ id: s.id })
        : await tx
            .insert(s)
            .values({
              email: request.email,
              service: request.service ?? null,
              category: request.category ?? null,
              source,
              requestIp: request.ip,
            })
            .returning({ id: s.id });
      if (!row) throw new Error("The job alert was not stored.");
      await queueMail(jobs, tx, [{ kind: "job-alert-confirmation", subscriptionId: row.id }]);
    });
  try {
    await attempt();
  } catch (error) {
    // The same new sign-up sent twice at once: the second finds the first's row.
    if (!isUniqueViolation(error)) throw error;
    await attempt();
  }
}

/** What a subscription asks for, in words. */
export const filtersOf = (row: Pick<JobAlertSubscription, "service" | "category">) =>
  jobAlertFiltersText({ service: row.service, category: row.category });

/** The absolute unsubscribe address of a subscription's mails. */
export const jobAlertUnsubscribeUrl = (
  siteUrl: string,
  row: Pick<JobAlertSubscription, "unsubscribeToken">,
) => `${siteUrl}${JOB_ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(row.unsubscribeToken)}`;

/** A fresh confirmation link for a pending subscription (null when there is nothing to confirm). */
export async function issueJobAlertConfirmLink(
  db: Database,
  siteUrl: string,
  subscriptionId: string,
): Promise<{ subscription: JobAlertSubscription; confirmUrl: string } | null> {
  const token = randomBytes(32).toString("base64url");
  const [subscription] = await db
    .update(s)
    .set({
      confirmTokenHash: sha256(token),
      confirmTokenExpiresAt: sql`now() + make_interval(days => ${NEWSLETTER_CONFIRM_DAYS})`,
    })
    .where(and(eq(s.id, subscriptionId), eq(s.status, "pending")))
    .returning();
  if (!subscription) return null;
  return {
    subscription,
    confirmUrl: `${siteUrl}${JOB_ALERT_CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
  };
}

const confirmable = (tokenHash: string) =>
  and(eq(s.confirmTokenHash, tokenHash), eq(s.status, "pending"), gt(s.confirmTokenExpiresAt, sql`now()`));

/** What the confirm page asks before its button is pressed; null for a link that confirms nothing. */
export async function findJobAlertToConfirm(
  db: Database,
  token: string,
): Promise<{ filters: string; status: NewsletterStatus } | null> {
  const tokenHash = sha256(token);
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.confirmTokenHash, tokenHash), or(confirmable(tokenHash), eq(s.status, "confirmed"))));
  return row ? { filters: filtersOf(row), status: row.status } : null;
}

/**
 * The confirm page's button: the moment and address of consent are kept (CASL's record). A second
 * press is still "confirmed"; an old, unknown or withdrawn link is not.
 */
export async function confirmJobAlert(
  db: Database,
  token: string,
  ip: string,
): Promise<"confirmed" | "invalid"> {
  const tokenHash = sha256(token);
  const [row] = await db
    .update(s)
    .set({ status: "confirmed", confirmedAt: sql`now()`, confirmedIp: ip })
    .where(confirmable(tokenHash))
    .returning({ id: s.id });
  if (row) return "confirmed";
  const [known] = await db.select({ status: s.status }).from(s).where(eq(s.confirmTokenHash, tokenHash));
  return known?.status === "confirmed" ? "confirmed" : "invalid";
}

/** Who an unsubscribe link is for, the address partly hidden, and what it asks for. */
export async function findJobAlertToUnsubscribe(
  db: Database,
  token: string,
): Promise<{ email: string; filters: string; status: NewsletterStatus } | null> {
  const [row] = await db.select().from(s).where(eq(s.unsubscribeToken, token));
  return row ? { email: maskEmail(row.email), filters: filtersOf(row), status: row.status } : null;
}

/** Stops the alert (and drops what it was still to mail); saying it twice is still a success. */
export function unsubscribeJobAlert(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: s.id, status: s.status })
      .from(s)
      .where(eq(s.unsubscribeToken, token));
    if (!row) return false;
    if (row.status !== "unsubscribed") {
      await tx.update(s).set({ status: "unsubscribed", unsubscribedAt: sql`now()` }).where(eq(s.id, row.id));
      await tx.delete(m).where(eq(m.subscriptionId, row.id));
    }
    return true;
  });
}

/**
 * Called in the transaction that publishes a job (where `job.published` is queued, scheduled jobs
 * too): the job waits for every confirmed subscription whose filters it matches. Answers whether any
 * did (then a delivery run is due).
 */
export async function matchJobAlerts(
  tx: Database,
  job: Pick<Job, "id" | "service" | "category">,
): Promise<boolean> {
  const matching = await tx
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.status, "confirmed"),
        or(isNull(s.service), eq(s.service, job.service)),
        job.category === null
          ? isNull(s.category)
          : or(isNull(s.category), eq(sql`lower(${s.category})`, job.category.toLowerCase())),
      ),
    );
  if (matching.length === 0) return false;
  await tx
    .insert(m)
    .values(matching.map((row) => ({ subscriptionId: row.id, jobId: job.id })))
    .onConflictDoNothing();
  return true;
}

/**
 * Mails every subscription that has matches waiting and whose last alert is at least
 * JOB_ALERT_MAIL_INTERVAL_HOURS old (or that never had one): one mail each, listing its waiting jobs
 * that are still open. A job that closed meanwhile is dropped from the queue. Each subscription is
 * claimed under a row lock, so two runs at once mail it once.
 */
export async function deliverDueJobAlerts(db: Database, queue: Jobs): Promise<number> {
  // Matches of jobs no longer open are dropped: no mail lists them.
  await db
    .delete(m)
    .where(sql`${m.jobId} not in (select ${jobsTable.id} from ${jobsTable} where ${isOpenJob})`);
  const due = await db
    .selectDistinct({ id: m.subscriptionId })
    .from(m)
    .innerJoin(s, eq(s.id, m.subscriptionId))
    .where(and(eq(s.status, "confirmed"), isDue()));
  let mailed = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.id, id), eq(s.status, "confirmed"), isDue()))
        .for("update", { skipLocked: true });
      if (!claimed) return false;
      const waiting = await tx
        .delete(m)
        .where(
          and(
            eq(m.subscriptionId, id),
            sql`${m.jobId} in (select ${jobsTable.id} from ${jobsTable} where ${isOpenJob})`,
          ),
        )
        .returning({ jobId: m.jobId });
      if (waiting.length === 0) return false;
      await tx.update(s).set({ lastSentAt: sql`now()` }).where(eq(s.id, id));
      await queueMail(queue, tx, [
        { kind: "job-alert", subscriptionId: id, jobIds: waiting.map((row) => row.jobId) },
      ]);
      return true;
    });
    if (sent) mailed++;
  }
  return mailed;
}

const isDue = () =>
  or(
    isNull(s.lastSentAt),
    lte(s.lastSentAt, sql`now() - make_interval(hours => ${JOB_ALERT_MAIL_INTERVAL_HOURS})`),
  );

/**
 * What an alert mail lists when it is sent: its subscription if still confirmed, and those of its
 * jobs still open (newest first). Null when there is nothing to send any more.
 */
export async function jobAlertForMail(
  db: Database,
  subscriptionId: string,
  jobIds: readonly string[],
): Promise<{ subscription: JobAlertSubscription; jobs: Job[] } | null> {
  const [subscription] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, subscriptionId), eq(s.status, "confirmed")));
  if (!subscription) return null;
  const open = await db
    .select()
    .from(jobsTable)
    .where(and(inArray(jobsTable.id, [...jobIds]), isOpenJob))
    .orderBy(sql`${jobsTable.publishedAt} desc`, sql`${jobsTable.id} desc`);
  return open.length > 0 ? { subscription, jobs: open } : null;
}

/** A subscription as the admins see it: never the tokens of its links. */
export const jobAlertSubscriptionColumns = {
  id: s.id,
  email: s.email,
  service: s.service,
  category: s.category,
  status: s.status,
  source: s.source,
  requestIp: s.requestIp,
  createdAt: s.createdAt,
  confirmedAt: s.confirmedAt,
  confirmedIp: s.confirmedIp,
  unsubscribedAt: s.unsubscribedAt,
  lastSentAt: s.lastSentAt,
};

/** Newest first, optionally of one status. */
export function listJobAlertSubscriptions(
  db: Database,
  query: { status?: NewsletterStatus | undefined; limit?: number | undefined; cursor?: string | undefined },
) {
  const rows = db
    .select(jobAlertSubscriptionColumns)
    .from(s)
    .where(and(query.status ? eq(s.status, query.status) : undefined, afterCursor(s, query.cursor)))
    .orderBy(...newestFirstOrder(s));
  return query.limit ? rows.limit(query.limit) : rows;
}
