import { type InquiryService, JOB_ALERT_SOURCE_DEFAULT } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { newsletterStatus } from "./enums";
import { jobs } from "./jobs";

// Job alerts (issue 30, point 5): one row per address and pair of filters, with the newsletter's
// record of consent (which form, when and from where it was asked; when and from where confirmed).
export const jobAlertSubscriptions = pgTable(
  "job_alert_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    /** Null: every service. */
    service: text("service").$type<InquiryService>(),
    /** Null: every category; matched whatever its case. */
    category: text("category"),
    status: newsletterStatus("status").notNull().default("pending"),
    source: text("source").notNull().default(JOB_ALERT_SOURCE_DEFAULT),
    requestIp: text("request_ip"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedIp: text("confirmed_ip"),
    // Every alert mail links to it; it only ever unsubscribes, so it is kept as is.
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the last alert mail was queued: the next waits JOB_ALERT_MAIL_INTERVAL_HOURS. */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One subscription per address and filters, whatever the case of either.
    uniqueIndex("job_alert_subscriptions_unique").on(
      sql`lower(${t.email})`,
      sql`coalesce(${t.service}, '')`,
      sql`lower(coalesce(${t.category}, ''))`,
    ),
    uniqueIndex("job_alert_subscriptions_unsubscribe_token_unique").on(t.unsubscribeToken),
    uniqueIndex("job_alert_subscriptions_confirm_token_unique").on(t.confirmTokenHash),
    index("job_alert_subscriptions_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Jobs a confirmed subscription matched and that no alert mail has listed yet. */
export const jobAlertMatches = pgTable(
  "job_alert_matches",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => jobAlertSubscriptions.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.jobId] }),
    index("job_alert_matches_job_idx").on(t.jobId),
  ],
);

export type JobAlertSubscription = typeof jobAlertSubscriptions.$inferSelect;
