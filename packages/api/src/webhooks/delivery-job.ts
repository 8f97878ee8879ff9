import type { Database } from "@staffing/db";
import { defineJobKind, type JobLogger } from "@staffing/jobs";
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from "@staffing/shared";
import { z } from "zod";
import { type DeliverySettings, deliverWebhookJob } from "./delivery";

/** One delivery of one event to one webhook: a job of the webhook queue, retried as it is. */
export const webhookJob = z.object({
  webhookId: z.string(),
  /** The `webhook-id` header: one per event, the same on every retry. */
  messageId: z.string(),
  type: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  /** When the event happened (ISO 8601), the payload's `timestamp`. */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookJob = z.infer<typeof webhookJob>;

/** What the delivery handler needs from the server. */
export interface WebhookDeliveryDeps {
  db: Database;
  settings: Omit<DeliverySettings, "signal">;
  logger: Pick<JobLogger, "info">;
}

/**
 * Webhook deliveries (issue 21): one attempt per run, signed afresh, recorded in the webhook's
 * deliveries; a failed attempt is retried under the same job, so under the same `webhook-id`. Each
 * receiver is a group of its own: at most 4 of its deliveries at once across every instance, and
 * after a failure it is left alone for a while (its own backoff), so a receiver that is slow, hangs
 * or fails holds only its own share of the workers and delays no other receiver.
 */
export const webhookDeliveryJobs = defineJobKind({
  name: "webhook",
  data: webhookJob,
  priority: "prompt",
  // Issue 21: the first retry within 30 s, at least 6 attempts over at least 6 hours. pg-boss waits
  // between retryDelay * 2^n / 2 and retryDelay * 2^n (n = retries so far): the first retry after
  // 10-20 s, and 13 attempts spread over 11 to 23 hours.
  retry: { limit: 12, delaySeconds: 20, backoff: true },
  concurrency: 16,
  // The receiver's 10 s, and the attempt's bookkeeping.
  timeoutSeconds: 30,
  group: { of: (job) => job.webhookId, concurrency: 4 },
  async work({ data: job, attempt, signal }, { db, settings, logger }: WebhookDeliveryDeps) {
    const outcome = await deliverWebhookJob(db, job, attempt, { ...settings, signal });
    if (outcome === "failed")
      throw new Error(`The delivery of ${job.messageId} to webhook ${job.webhookId} failed.`);
    logger.info({ webhookId: job.webhookId, type: job.type, attempt, outcome }, "webhook delivery");
  },
});
