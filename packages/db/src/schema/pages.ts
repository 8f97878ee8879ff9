import type { Section } from "@staffing/shared";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { pageSearchDocument } from "./search";
import { users } from "./users";

export const pages = pgTable(
  "pages",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("pages_slug_unique"),
    content: text("content").notNull().default(""),
    // The page's sections in order (packages/shared/src/sections), as validated by their schemas.
    sections: jsonb("sections").$type<Section[]>().notNull().default([]),
    // Home, Services, About, Contact: never deleted, renamed or unpublished.
    system: boolean("system").notNull().default(false),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    canonicalUrl: text("canonical_url"),
    isPublished: boolean("is_published").notNull().default(false),
    // When the page goes public: the first publication, or a moment ahead (scheduled), like a post's.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  // The site search (schema/search.ts).
  (t) => [index("pages_search_idx").using("gin", pageSearchDocument(t))],
);

export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
