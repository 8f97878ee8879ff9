import type { ApplicationStage, InquiryAttribution, InquiryReplyDelivery } from "@staffing/shared";
import { UNKNOWN_ATTRIBUTION } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { documents } from "./documents";
import { applicationStage } from "./enums";
import { jobs } from "./jobs";
import { users } from "./users";

// A candidate's application to a job (issue 30), and its timeline in the pipeline. The candidate's
// data is theirs: APPLICATION_RETENTION_DAYS after it came in, the job system deletes it with its
// résumé, and an admin can erase one candidate's applications at once.
export const applications = pgTable(
  "applications",
  {
    id: id(),
    // The job applied to; the application stays (with the title it was sent for) if the job is deleted.
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    jobTitle: text("job_title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    coverNote: text("cover_note"),
    // The résumé in the private document store (purpose "resume"); deleted with the application.
    resumeId: uuid("resume_id").references(() => documents.id, { onDelete: "set null" }),
    // The privacy notice's text as the candidate accepted it, and when.
    consentText: text("consent_text").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    stage: applicationStage("stage").notNull().default("new"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    // The form's one-time key: a double press or a retry stores one application.
    idempotencyKey: text("idempotency_key"),
    attribution: jsonb("attribution").$type<InquiryAttribution>().notNull().default(UNKNOWN_ATTRIBUTION),
    // When a staff member first opened it: the list marks the ones nobody has read.
    openedAt: timestamp("opened_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // The admin list: newest first, by job and by stage, paged.
    index("applications_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("applications_job_stage_idx").on(t.jobId, t.stage, t.createdAt.desc()),
    index("applications_stage_created_idx").on(t.stage, t.createdAt.desc(), t.id.desc()),
    index("applications_assignee_idx").on(t.assigneeId),
    // Erasing a candidate, and the per-mailbox limit, find their applications by address.
    index("applications_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("applications_idempotency_key_idx").on(t.idempotencyKey),
  ],
);

/**
 * Applications whose recruiter notification, acknowledgement and webhook are not queued yet:
 * written with the application, turned into jobs (and deleted) by one transaction afterwards, so a
 * stored application is announced once whatever fails in between (as inquiry_notifications).
 */
export const applicationNotifications = pgTable("application_notifications", {
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
});

/** A staff member's note on an application: never sent to anyone. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

/** A reply mailed to the candidate (Reply-To the staff member), with where its delivery stands. */
export const applicationReplies = pgTable(
  "application_replies",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    delivery: text("delivery").$type<InquiryReplyDelivery>().notNull().default("queued"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_replies_application_idx").on(t.applicationId, t.createdAt)],
);

/** A stage or assignee change. `from`/`to` hold a stage, or an assignee's user id (null: nobody). */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<"stage" | "assignment">().notNull(),
    from: text("from_value").$type<ApplicationStage | string>(),
    to: text("to_value").$type<ApplicationStage | string>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.createdAt)],
);

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type ApplicationNote = typeof applicationNotes.$inferSelect;
export type ApplicationReply = typeof applicationReplies.$inferSelect;
export type ApplicationEvent = typeof applicationEvents.$inferSelect;
