import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { users } from "./users";

export const pages = pgTable("pages", {
  id: id(),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique("pages_slug_unique"),
  content: text("content").notNull().default(""),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  canonicalUrl: text("canonical_url"),
  isPublished: boolean("is_published").notNull().default(false),
  authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
  ...timestamps(),
});

export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
