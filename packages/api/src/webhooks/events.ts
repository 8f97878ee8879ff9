import { randomUUID } from "node:crypto";
import { type Database, webhooks } from "@staffing/db";
import type { WebhookDeliveredEvent, WebhookEvent } from "@staffing/shared";
import { isNull } from "drizzle-orm";

/** One delivery of one event to one webhook: a job of the webhook queue, retried as it is. */
export interface WebhookJob {
  webhookId: string;
  /** The `webhook-id` header: one per event, the same on every retry. */
  messageId: string;
  type: WebhookDeliveredEvent;
  /** When the event happened (ISO 8601), the payload's `timestamp`. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** Where webhook jobs are written, in the transaction of the change (the server's pg-boss queue). */
export interface WebhookOutbox {
  sendAll(tx: Database, jobs: WebhookJob[]): Promise<void>;
}

// The server's queue, set once at start-up; without one (procedure tests) events go nowhere.
let outbox: WebhookOutbox | null = null;

/** Makes queueWebhookEvent write to this outbox; answers how to stop it. */
export function useWebhookOutbox(next: WebhookOutbox): () => void {
  outbox = next;
  forgetWebhookSubscribers();
  return () => {
    if (outbox === next) outbox = null;
  };
}

// Which active webhooks want which event, read at most every few seconds: so a change that no webhook
// subscribes to (the usual case) costs nothing but this check. A webhook added on another instance is
// seen here within SUBSCRIBERS_TTL_MS; one added here at once.
const SUBSCRIBERS_TTL_MS = 5_000;
let subscribers: { readAt: number; list: Promise<{ id: string; events: WebhookEvent[] }[]> } | null = null;

/** Called by every change to a webhook on this instance. */
export function forgetWebhookSubscribers(): void {
  subscribers = null;
}

function activeSubscriptions(db: Database) {
  if (!subscribers || Date.now() - subscribers.readAt > SUBSCRIBERS_TTL_MS) {
    const list = db
      .select({ id: webhooks.id, events: webhooks.events })
      .from(webhooks)
      .where(isNull(webhooks.disabledAt));
    const entry = { readAt: Date.now(), list: Promise.resolve(list) };
    entry.list.catch(() => {
      if (subscribers === entry) subscribers = null;
    });
    subscribers = entry;
  }
  return subscribers.list;
}

/** Whether any active webhook wants this event (cached): a hot path may skip its transaction. */
export async function hasWebhookSubscribers(db: Database, type: WebhookEvent): Promise<boolean> {
  if (!outbox) return false;
  return (await activeSubscriptions(db)).some((webhook) => webhook.events.includes(type));
}

/**
 * Queues the event for every active webhook that subscribes to it, in the caller's transaction: the
 * jobs are written with the change and sent only once it commits (a rolled-back change sends
 * nothing). One insert at most; none when nobody subscribes.
 */
export async function queueWebhookEvent(
  tx: Database,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  if (!outbox) return;
  const targets = (await activeSubscriptions(tx)).filter((webhook) => webhook.events.includes(type));
  if (targets.length === 0) return;
  const event = { messageId: newMessageId(), type, timestamp: new Date().toISOString(), data };
  await outbox.sendAll(
    tx,
    targets.map(({ id }) => ({ webhookId: id, ...event })),
  );
}

/** The test event of 'Send test event', to one webhook whatever it subscribes to. */
export async function queueTestEvent(tx: Database, webhookId: string): Promise<string> {
  if (!outbox) throw new Error("No webhook queue is running.");
  const messageId = newMessageId();
  const timestamp = new Date().toISOString();
  await outbox.sendAll(tx, [
    { webhookId, messageId, type: "webhook.test", timestamp, data: { webhookId, message: "Test event" } },
  ]);
  return messageId;
}

const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;
