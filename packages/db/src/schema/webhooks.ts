import type { WebhookDeliveredEvent, WebhookEvent } from "@staffing/shared";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

// A receiver of events in the company's other tools (issue 21). Its signing secret is kept
// encrypted with a key of app_secrets (services/webhook-secrets.ts), so a copy of this table alone
// cannot sign an event.
export const webhooks = pgTable("webhooks", {
  id: id(),
  url: text("url").notNull(),
  events: text("events").array().$type<WebhookEvent[]>().notNull(),
  description: text("description"),
  encryptedSecret: text("encrypted_secret").notNull(),
  /** Since when every attempt has failed (null after a success): three days of it disable it. */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  /** Set when it was disabled for failing; no event is sent to it until staff enable it again. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  ...timestamps(),
});

export type Webhook = typeof webhooks.$inferSelect;

/** Each attempt to deliver an event to a webhook, as the Deliveries list shows it. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The `webhook-id` header: the same for every attempt of one event. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").$type<WebhookDeliveredEvent>().notNull(),
    attempt: integer("attempt").notNull(),
    /** The receiver's status; null when none came (timeout, refused connection, refused address). */
    statusCode: integer("status_code"),
    succeeded: boolean("succeeded").notNull(),
    /** Why it failed, in words (never the receiver's answer). */
    error: text("error"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_webhook_attempted").on(t.webhookId, t.attemptedAt)],
);

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
