import type { EmploymentType, InquiryService, JobSalary, Section } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { jobStatus, remoteMode } from "./enums";
import { jobSearchDocument } from "./search";
import { users } from "./users";

// An opening the company recruits for (issue 30): written by staff in the editor, listed at /jobs
// while open, and given to search engines as a JobPosting. Closed, filled and expired jobs keep
// their row: the page says so for CLOSED_JOB_PAGE_DAYS, then answers 410 Gone.
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("jobs_slug_unique"),
    summary: text("summary"),
    /** Rich text, sanitised as a post's body. */
    description: text("description").notNull().default(""),
    employmentType: text("employment_type").array().$type<EmploymentType[]>().notNull(),
    /** One of the inquiry form's service keys. */
    service: text("service").$type<InquiryService>().notNull(),
    category: text("category"),
    city: text("city"),
    region: text("region"),
    /** ISO 3166-1 alpha-2. */
    country: text("country"),
    postalCode: text("postal_code"),
    remote: remoteMode("remote").notNull().default("onsite"),
    /** Where a remote candidate may live (ISO 3166-1 alpha-2); empty: anywhere. */
    remoteCountries: text("remote_countries").array().notNull().default(sql`'{}'::text[]`),
    salary: jsonb("salary").$type<JobSalary>(),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    status: jobStatus("status").notNull().default("draft"),
    /** The company's own requisition id. */
    reference: text("reference"),
    sections: jsonb("sections").$type<Section[]>().notNull().default([]),
    /** When the job went (or goes, when in the future) public; kept when it is closed. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When it was closed or filled: its page stays for CLOSED_JOB_PAGE_DAYS from then. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    // The public list: open jobs, newest first.
    index("jobs_open_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'open'`),
    index("jobs_updated_idx").on(t.updatedAt.desc()),
    // The /jobs search box and the site search (jobs_search migration).
    index("jobs_search_idx").using("gin", jobSearchDocument(t)),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
