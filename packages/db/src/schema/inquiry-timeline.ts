import type { InquiryReplyDelivery, InquiryStatus } from "@staffing/shared";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { inquiries } from "./inquiries";
import { users } from "./users";

// An inquiry's timeline: what staff wrote about it, what they answered, and who moved it. Each row
// names its author; the account may be disabled later, the row stays.

/** A staff member's note: never sent to anyone. */
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: id(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_notes_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

/** A reply mailed to the inquirer, with where its delivery stands (the mail queue's worker moves it). */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: id(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    delivery: text("delivery").$type<InquiryReplyDelivery>().notNull().default("queued"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_replies_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

/**
 * A status or assignee change. `from`/`to` hold a status, or an assignee's user id (null: nobody).
 * Recorded from the moment this table exists; earlier changes live in the audit log only.
 */
export const inquiryEvents = pgTable(
  "inquiry_events",
  {
    id: id(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<"status" | "assignment">().notNull(),
    from: text("from_value").$type<InquiryStatus | string>(),
    to: text("to_value").$type<InquiryStatus | string>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_events_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

export type InquiryNote = typeof inquiryNotes.$inferSelect;
export type InquiryReply = typeof inquiryReplies.$inferSelect;
export type InquiryEvent = typeof inquiryEvents.$inferSelect;
