import { NEWSLETTER_SOURCE_DEFAULT } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { newsletterStatus } from "./enums";

// A subscriber and the record of their consent (CASL): which form, when and from where they asked,
// when they confirmed from the e-mail, and when they left.
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    status: newsletterStatus("status").notNull().default("pending"),
    source: text("source").notNull().default(NEWSLETTER_SOURCE_DEFAULT),
    requestIp: text("request_ip"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedIp: text("confirmed_ip"),
    // Every newsletter mail links to it; it only ever unsubscribes, so it is kept as is.
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // An address is stored once, whatever its case.
    uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_unique").on(t.unsubscribeToken),
    uniqueIndex("newsletter_subscribers_confirm_token_unique").on(t.confirmTokenHash),
    index("newsletter_subscribers_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
