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

export type RevisedEntity = "page" | "blog_post";

// One saved version of a page or post: who saved it, when, and every content field. The last
// REVISIONS_KEPT per item are kept; a restore saves a new one, so nothing is ever overwritten.
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entityType: text("entity_type").$type<RevisedEntity>().notNull(),
    entityId: uuid("entity_id").notNull(),
    fields: jsonb("fields").$type<RevisionFields>().notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as text so the history still names the person after their account is gone.
    authorEmail: text("author_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_entity_idx").on(t.entityType, t.entityId, t.id.desc())],
);

export type ContentRevision = typeof contentRevisions.$inferSelect;
