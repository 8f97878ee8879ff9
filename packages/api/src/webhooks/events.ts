import { randomUUID } from "node:crypto";
import type { Database } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import type { WebhookEvent } from "@staffing/shared";
import { webhookDeliveryJobs } from "./delivery-job";
import { activeSubscriptions } from "./subscribers";

/**
 * Queues the event for every active webhook that subscribes to it, in the caller's transaction: the
 * jobs are written with the change and sent only once it commits (a rolled-back change sends
 * nothing). One insert at most; none when nobody subscribes.
 */
export async function queueWebhookEvent(
  jobs: Jobs,
  tx: Database,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const targets = (await activeSubscriptions(tx)).filter((webhook) => webhook.events.includes(type));
  if (targets.length === 0) return;
  const event = { messageId: newMessageId(), type, timestamp: new Date().toISOString(), data };
  await jobs.send(
    tx,
    webhookDeliveryJobs,
    targets.map(({ id }) => ({ webhookId: id, ...event })),
  );
}

/** The test event of 'Send test event', to one webhook whatever it subscribes to. */
export async function queueTestEvent(jobs: Jobs, tx: Database, webhookId: string): Promise<string> {
  const messageId = newMessageId();
  const timestamp = new Date().toISOString();
  await jobs.send(tx, webhookDeliveryJobs, [
    { webhookId, messageId, type: "webhook.test", timestamp, data: { webhookId, message: "Test event" } },
  ]);
  return messageId;
}

const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;
