import { createHash, randomBytes } from "node:crypto";
import type { AuthenticatedUser } from "@staffing/auth";
import {
  type Database,
  isUniqueViolation,
  type NewsletterSubscriber,
  newsletterSubscribers,
} from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { type MailRecipientLimit, queueMail } from "@staffing/mail";
import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_SOURCE_DEFAULT,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterStatus,
} from "@staffing/shared";
import { and, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import { queueWebhookEvent } from "../webhooks/events";
import { recordChange } from "./audit-log";
import { notFound } from "./errors";
import { afterCursor, encodeKeysetCursor, newestFirstOrder } from "./keyset-paging";
import { containing } from "./like-pattern";

const s = newsletterSubscribers;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * A subscription request from a public form: the address is stored as pending with where it came
 * from, and a confirmation mail is queued in the same transaction. An address already confirmed
 * gets nothing new; a pending or unsubscribed one gets a new confirmation. An address that had its
 * day's confirmations gets nothing either, from whichever client the request comes (one address
 * was sent a dozen in a row). The caller answers the same in every case, so the form tells nobody
 * who is subscribed.
 */
export async function subscribeToNewsletter(
  db: Database,
  jobs: Jobs,
  mailsPerRecipient: MailRecipientLimit,
  request: { email: string; source?: string | undefined; ip: string },
): Promise<void> {
  if (!(await mailsPerRecipient.admit("newsletter-confirmation", request.email))) return;
  const source = request.source || NEWSLETTER_SOURCE_DEFAULT;
  const attempt = () =>
    db.transaction(async (tx) => {
      const [known] = await tx
        .select()
        .from(s)
        .where(eq(sql`lower(${s.email})`, request.email.toLowerCase()))
        .for("update");
      if (known?.status === "confirmed") return;
      const [row] = known
        ? await tx
            .update(s)
            .set({ status: "pending", source, requestIp: request.ip })
            .where(eq(s.id, known.id))
            .returning({ id: s.id })
        : await tx
            .insert(s)
            .values({ email: request.email, source, requestIp: request.ip })
            .returning({ id: s.id });
      if (!row) throw new Error("The subscriber was not stored.");
      await queueMail(jobs, tx, [{ kind: "newsletter-confirmation", subscriberId: row.id }]);
    });
  try {
    await attempt();
  } catch (error) {
    // The same new address sent twice at once: the second finds the first's row.
    if (!isUniqueViolation(error)) throw error;
    await attempt();
  }
}

/** A fresh confirmation link for a pending subscriber (null when there is nothing to confirm). */
export async function issueConfirmToken(
  db: Database,
  subscriberId: string,
): Promise<{ subscriber: NewsletterSubscriber; confirmToken: string } | null> {
  const confirmToken = randomBytes(32).toString("base64url");
  const [subscriber] = await db
    .update(s)
    .set({
      confirmTokenHash: sha256(confirmToken),
      confirmTokenExpiresAt: sql`now() + make_interval(days => ${NEWSLETTER_CONFIRM_DAYS})`,
    })
    .where(and(eq(s.id, subscriberId), eq(s.status, "pending")))
    .returning();
  return subscriber ? { subscriber, confirmToken } : null;
}

/** The absolute confirm and unsubscribe addresses of a subscriber's mail. */
export function newsletterLinks(
  siteUrl: string,
  issued: { subscriber: Pick<NewsletterSubscriber, "unsubscribeToken">; confirmToken: string },
) {
  return {
    confirm: `${siteUrl}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(issued.confirmToken)}`,
    unsubscribe: `${siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(issued.subscriber.unsubscribeToken)}`,
  };
}

export type ConfirmOutcome = "confirmed" | "invalid";

/**
 * The subscriber's click on the confirmation link: the moment and address of consent are kept
 * (CASL's record). A second click is still "confirmed"; an old, unknown or withdrawn one is not.
 */
export async function confirmSubscription(
  db: Database,
  jobs: Jobs,
  token: string,
  ip: string,
): Promise<ConfirmOutcome> {
  const tokenHash = sha256(token);
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(s)
      .set({ status: "confirmed", confirmedAt: sql`now()`, confirmedIp: ip })
      .where(
        and(
          eq(s.confirmTokenHash, tokenHash),
          eq(s.status, "pending"),
          gt(s.confirmTokenExpiresAt, sql`now()`),
        ),
      )
      .returning({ id: s.id, email: s.email, source: s.source, confirmedAt: s.confirmedAt });
    if (row)
      await queueWebhookEvent(jobs, tx, "subscriber.confirmed", {
        id: row.id,
        email: row.email,
        source: row.source,
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
      });
    return row;
  });
  if (confirmed) return "confirmed";
  const [known] = await db.select({ status: s.status }).from(s).where(eq(s.confirmTokenHash, tokenHash));
  return known?.status === "confirmed" ? "confirmed" : "invalid";
}

/** Who an unsubscribe link is for, with the address partly hidden (the page shows it). */
export async function findUnsubscribeTarget(
  db: Database,
  token: string,
): Promise<{ email: string; status: NewsletterStatus } | null> {
  const [row] = await db
    .select({ email: s.email, status: s.status })
    .from(s)
    .where(eq(s.unsubscribeToken, token));
  return row ? { email: maskEmail(row.email), status: row.status } : null;
}

/** Leaves the newsletter; saying it twice is still a success. */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  const [row] = await db.select({ id: s.id, status: s.status }).from(s).where(eq(s.unsubscribeToken, token));
  if (!row) return false;
  if (row.status !== "unsubscribed") {
    await db.update(s).set({ status: "unsubscribed", unsubscribedAt: sql`now()` }).where(eq(s.id, row.id));
  }
  return true;
}

// "jane.doe@example.com" -> "j•••@example.com"
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email.charAt(0)}•••${email.slice(at)}` : "•••";
}

/** A subscriber as the admins see it: never the tokens of their links. */
export const subscriberColumns = {
  id: s.id,
  email: s.email,
  status: s.status,
  source: s.source,
  requestIp: s.requestIp,
  createdAt: s.createdAt,
  confirmedAt: s.confirmedAt,
  confirmedIp: s.confirmedIp,
  unsubscribedAt: s.unsubscribedAt,
};
export type SubscriberRecord = { [K in keyof typeof subscriberColumns]: NewsletterSubscriber[K] };

export interface SubscriberQuery {
  status?: NewsletterStatus | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** Newest first, by status and a search over the address and the form it came from. */
export async function listSubscribers(
  db: Database,
  query: SubscriberQuery = {},
): Promise<SubscriberRecord[]> {
  const rows = db
    .select(subscriberColumns)
    .from(s)
    .where(
      and(
        query.status ? eq(s.status, query.status) : undefined,
        matching(query.q),
        afterCursor(s, query.cursor),
      ),
    )
    .orderBy(...newestFirstOrder(s));
  return query.limit ? rows.limit(query.limit) : rows;
}

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(ilike(s.email, pattern), ilike(s.source, pattern));
}

export const subscriberCursor = (row: Pick<SubscriberRecord, "createdAt" | "id">): string =>
  encodeKeysetCursor(row);

/** An admin removes a subscriber and their record; the audit log keeps who did it. */
export function removeSubscriber(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(s).where(eq(s.id, id)).returning(subscriberColumns);
    if (!removed) throw notFound("Subscriber");
    await recordChange(tx, actor, {
      action: "delete",
      entityType: "newsletter_subscriber",
      entityId: id,
      before: removed,
    });
  });
}
