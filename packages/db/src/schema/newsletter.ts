import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "./columns";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // An address is stored once, whatever its case.
  (t) => [uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`)],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
