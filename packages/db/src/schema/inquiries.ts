import { INQUIRY_SOURCE_WEBSITE, type InquiryAttribution, UNKNOWN_ATTRIBUTION } from "@staffing/shared";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { documents } from "./documents";
import { inquiryStatus } from "./enums";
import { users } from "./users";

export const inquiries = pgTable(
  "inquiries",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service"),
    message: text("message"),
    status: inquiryStatus("status").notNull().default("new"),
    source: text("source").notNull().default(INQUIRY_SOURCE_WEBSITE),
    // The form's one-time key: a press before the page is interactive, a double press or a retry
    // after a lost answer all carry the same key and store one inquiry.
    idempotencyKey: text("idempotency_key"),
    // The staff member who handles it (a role with inquiries:manage), or nobody.
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    // The first reply mailed to the inquirer: the 24-hour promise is kept when it comes before respondBy.
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    // When a staff member first opened its detail, and who: the list marks the ones nobody has read.
    openedAt: timestamp("opened_at", { withTimezone: true }),
    openedById: uuid("opened_by_id").references(() => users.id, { onDelete: "set null" }),
    // Where it came from (page, landing page, referrer, UTM): one value written with the row and read
    // whole, so one column; inquiries from before it was kept know nothing of it (every field null).
    attribution: jsonb("attribution").$type<InquiryAttribution>().notNull().default(UNKNOWN_ATTRIBUTION),
    // A whitepaper request (issue 29): the paper asked for (its PDF), mailed to the sender instead of
    // the acknowledgement. The lead stays when the paper is deleted.
    whitepaperId: uuid("whitepaper_id").references(() => documents.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    // The admin list: newest first, optionally by status, paged by (created_at, id).
    index("inquiries_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("inquiries_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("inquiries_idempotency_key_idx").on(t.idempotencyKey),
    index("inquiries_assignee_idx").on(t.assigneeId),
  ],
);

/**
 * Inquiries whose staff notification is not queued yet: written in the same statement as the inquiry,
 * and turned into mail jobs (and deleted) by one transaction afterwards, so a stored inquiry is
 * announced once whatever fails in between.
 */
export const inquiryNotifications = pgTable("inquiry_notifications", {
  inquiryId: uuid("inquiry_id")
    .primaryKey()
    .references(() => inquiries.id, { onDelete: "cascade" }),
});

export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
