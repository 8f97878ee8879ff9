import http from "node:http";
import https from "node:https";
import { type Database, webhookDeliveries, webhooks } from "@staffing/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import { Webhook as StandardWebhook } from "standardwebhooks";
import type { WebhookJob } from "./delivery-job";
import { openWebhookSecret } from "./secrets";
import { forgetWebhookSubscribers } from "./subscribers";
import { guardedLookup, literalRefusal, TargetRefused } from "./targets";

/** A receiver has this long to answer (issue 21). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A webhook whose every attempt has failed for this long is disabled (issue 21). */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export interface DeliverySettings {
  allowPrivateTargets: boolean;
  /** The moment as the failure bookkeeping sees it (tests move it forward by days). */
  now: () => Date;
  timeoutMs?: number;
  /** Aborts the request when the attempt's time is up or the instance stops. */
  signal?: AbortSignal | undefined;
}

export type DeliveryOutcome = "delivered" | "failed" | "disabled" | "dropped";

/**
 * One attempt of one job: signs the payload per Standard Webhooks, POSTs it, records the attempt,
 * and keeps the webhook's failure streak (three days of failures disable it). "failed" asks the
 * queue to retry; "disabled" (this failure disabled it) and "dropped" (deleted, or disabled) do not.
 */
export async function deliverWebhookJob(
  db: Database,
  job: WebhookJob,
  attempt: number,
  settings: DeliverySettings,
): Promise<DeliveryOutcome> {
  const [webhook] = await db.select().from(webhooks).where(eq(webhooks.id, job.webhookId));
  if (!webhook) return "dropped";
  // A retry of an event the receiver already took: the instance that delivered it died before its job
  // was completed. Its recorded 2xx is the proof; the receiver gets nothing twice.
  if (attempt > 1 && (await alreadyDelivered(db, job))) return "delivered";
  // A disabled webhook gets only the test events staff send it after it was disabled, to see
  // whether it works again (not the retries of earlier ones).
  if (webhook.disabledAt && (job.type !== "webhook.test" || new Date(job.timestamp) < webhook.disabledAt))
    return "dropped";

  const body = JSON.stringify({ type: job.type, timestamp: job.timestamp, data: job.data });
  const secret = await openWebhookSecret(db, webhook.encryptedSecret);
  // Signed at each attempt, so a receiver's check of the timestamp's age passes on a retry too.
  const sentAt = new Date();
  const signature = new StandardWebhook(secret).sign(job.messageId, sentAt, body);
  const result = await post(
    new URL(webhook.url),
    body,
    {
      "content-type": "application/json",
      "user-agent": "Northbridge-Webhooks/1",
      "webhook-id": job.messageId,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": signature,
    },
    settings,
  );
  const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const now = settings.now();

  const disabled = await db.transaction(async (tx) => {
    await tx.insert(webhookDeliveries).values({
      webhookId: webhook.id,
      messageId: job.messageId,
      eventType: job.type,
      attempt,
      statusCode: result.statusCode,
      succeeded,
      error: succeeded ? null : (result.error ?? `The receiver answered ${result.statusCode}.`),
      attemptedAt: now,
    });
    if (succeeded) {
      await tx.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, webhook.id));
      return false;
    }
    const [streak] = await tx
      .update(webhooks)
      .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhooks.id, webhook.id))
      .returning({ failingSince: webhooks.failingSince });
    const since = streak?.failingSince;
    if (since && now.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
      await tx
        .update(webhooks)
        .set({ disabledAt: now })
        .where(sql`${webhooks.id} = ${webhook.id} and ${isNull(webhooks.disabledAt)}`);
      forgetWebhookSubscribers();
      return true;
    }
    return false;
  });
  if (succeeded) return "delivered";
  return disabled ? "disabled" : "failed";
}

async function alreadyDelivered(db: Database, job: WebhookJob): Promise<boolean> {
  const [delivered] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, job.webhookId),
        eq(webhookDeliveries.messageId, job.messageId),
        eq(webhookDeliveries.succeeded, true),
      ),
    )
    .limit(1);
  return delivered !== undefined;
}

interface PostResult {
  statusCode: number | null;
  error?: string;
}

/**
 * One POST, answered by its status: redirects are not followed (a 3xx is the answer, a failure),
 * the body is read and dropped, and after the timeout the attempt is abandoned.
 */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  settings: DeliverySettings,
): Promise<PostResult> {
  const literal = literalRefusal(url, settings.allowPrivateTargets);
  if (literal) return Promise.resolve({ statusCode: null, error: new TargetRefused(literal).message });
  const request = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(settings.allowPrivateTargets),
        // A connection of its own: a pooled one might have been opened to an address checked earlier.
        agent: false,
        signal: settings.signal
          ? AbortSignal.any([AbortSignal.timeout(settings.timeoutMs ?? WEBHOOK_TIMEOUT_MS), settings.signal])
          : AbortSignal.timeout(settings.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ statusCode: response.statusCode ?? null }));
        response.on("error", () => resolve({ statusCode: response.statusCode ?? null }));
      },
    );
    outgoing.on("error", (error) =>
      resolve({
        statusCode: null,
        error: settings.signal?.aborted ? "The server stopped before an answer." : describeFailure(error),
      }),
    );
    outgoing.end(body);
  });
}

/** What went wrong, in words for the Deliveries list (never a stack). */
function describeFailure(error: Error): string {
  if (error instanceof TargetRefused) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (error.name === "TimeoutError" || error.name === "AbortError" || code === "ABORT_ERR")
    return "No answer within 10 seconds.";
  if (code === "ECONNREFUSED") return "The connection was refused.";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "The host name could not be found.";
  if (code === "ECONNRESET") return "The connection was closed before an answer.";
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT")) return "The TLS certificate was not accepted.";
  return code ? `The request failed (${code}).` : "The request failed.";
}
