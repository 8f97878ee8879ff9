import { type Database, webhooks } from "@staffing/db";
import type { WebhookEvent } from "@staffing/shared";
import { isNull } from "drizzle-orm";

// Which active webhooks want which event, read at most every few seconds: so a change that no webhook
// subscribes to (the usual case) costs nothing but this check. A webhook added on another instance is
// seen here within SUBSCRIBERS_TTL_MS; one added here at once.
const SUBSCRIBERS_TTL_MS = 5_000;
let subscribers: { readAt: number; list: Promise<{ id: string; events: WebhookEvent[] }[]> } | null = null;

/** Called by every change to a webhook on this instance. */
export function forgetWebhookSubscribers(): void {
  subscribers = null;
}

export function activeSubscriptions(db: Database) {
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
  return (await activeSubscriptions(db)).some((webhook) => webhook.events.includes(type));
}
