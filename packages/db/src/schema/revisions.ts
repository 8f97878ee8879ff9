import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Every content field of a page or post as it was saved (dates as ISO text, as in JSON). */
export interface RevisionFields {
  title: string;
  slug: string;
  content: string;
  sections?: unknown[];
  excerpt?: string | null;
  featuredImage?: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  tags?: string[];
  category?: string | null;
  isPublished: boolean;
  publishedAt: string | null;
}

/** Every field of a job as it was saved (issue 30; dates as ISO text), marked as a job's. */
export interface JobRevisionFields {
  kind: "job";
  title: string;
  slug: string;
  summary: string | null;
  description: string;
  employmentType: string[];
  service: string;
  category: string | null;
  location: { city: string; region: string | null; country: string; postalCode: string | null } | null;
  remote: string;
  remoteCountries: string[];
  salary: { min: number | null; max: number | null; currency: string; unit: string } | null;
  validThrough: string | null;
  status: string;
  reference: string | null;
  sections: unknown[];
  publishedAt: string | null;
}

export type RevisedEntity = "page" | "blog_post" | "job";

// One saved version of a page, post or job: who saved it, when, and every content field. The last
// REVISIONS_KEPT per item are kept; a restore saves a new one, so nothing is ever overwritten.
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entityType: text("entity_type").$type<RevisedEntity>().notNull(),
    entityId: uuid("entity_id").notNull(),
    fields: jsonb("fields").$type<RevisionFields | JobRevisionFields>().notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as text so the history still names the person after their account is gone.
    authorEmail: text("author_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_entity_idx").on(t.entityType, t.entityId, t.id.desc())],
);

export type ContentRevision = typeof contentRevisions.$inferSelect;
