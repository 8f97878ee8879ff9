import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { blogCategory } from "./enums";
import { people } from "./people";
import { blogPostSearchDocument } from "./search";
import { users } from "./users";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("blog_posts_slug_unique"),
    content: text("content").notNull().default(""),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    canonicalUrl: text("canonical_url"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    category: blogCategory("category"),
    isPublished: boolean("is_published").notNull().default(false),
    // Set the first time the post is published, kept when it is unpublished and published again.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The account that created the post (the column's name is from before posts had authors). */
    createdBy: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Who wrote it, as its byline and structured data name them: a person of People, or none. */
    authorId: uuid("author_person_id").references(() => people.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    // The public list: published posts, newest first, optionally within one category.
    index("blog_posts_published_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.isPublished}`),
    index("blog_posts_published_category_idx")
      .on(t.category, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.isPublished}`),
    index("blog_posts_updated_idx").on(t.updatedAt.desc()),
    // An author's page: their published posts, newest first.
    index("blog_posts_author_idx").on(t.authorId, t.publishedAt.desc(), t.id.desc()),
    // The site search (schema/search.ts).
    index("blog_posts_search_idx").using("gin", blogPostSearchDocument(t)),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
