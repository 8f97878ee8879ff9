import type { AuthenticatedUser } from "@staffing/auth";
import { type BlogPost, blogPosts, type Database } from "@staffing/db";
import type { BlogCategory, blogPostInput } from "@staffing/shared";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordChange } from "./audit-log";
import { notFound, withConflictMessage } from "./errors";
import { sanitizeArticleHtml, sanitizeForDisplay } from "./html";
import { newestFirst } from "./ordering";
import { preparedPerDatabase } from "./prepared";

type BlogPostValues = z.output<typeof blogPostInput>;

const SLUG_TAKEN = "A blog post with this slug already exists.";

const { metaTitle, metaDescription, canonicalUrl, authorId, isPublished, ...publicColumns } =
  getTableColumns(blogPosts);

/** The fields SPEC section 7 lists for the public blog, plus the SEO fields a post page needs. */
const publicPostColumns = { ...publicColumns, metaTitle, metaDescription, canonicalUrl };
export type PublicBlogPost = Omit<BlogPost, "authorId" | "isPublished">;

// Prepared with and without the category filter, since a placeholder cannot drop a condition.
const publishedPosts = (db: Database, where: SQL | undefined) =>
  db
    .select(publicPostColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), where))
    .orderBy(newestFirst(blogPosts.publishedAt), newestFirst(blogPosts.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
const allPublishedPosts = preparedPerDatabase((db) =>
  publishedPosts(db, undefined).prepare("published_posts"),
);
const publishedPostsInCategory = preparedPerDatabase((db) =>
  publishedPosts(db, eq(blogPosts.category, sql.placeholder("category"))).prepare(
    "published_posts_in_category",
  ),
);

export async function listPublishedPosts(
  db: Database,
  query: { page: number; limit: number; category?: BlogCategory | undefined },
): Promise<PublicBlogPost[]> {
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const posts = query.category
    ? await publishedPostsInCategory(db).execute({ ...page, category: query.category })
    : await allPublishedPosts(db).execute(page);
  return posts.map(forDisplay);
}

const forDisplay = <T extends { content: string }>(item: T): T => ({
  ...item,
  content: sanitizeForDisplay(item.content),
});

const publishedPostBySlug = preparedPerDatabase((db) =>
  db
    .select(publicPostColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), eq(blogPosts.isPublished, true)))
    .limit(1)
    .prepare("published_post_by_slug"),
);

export async function findPublishedPost(db: Database, slug: string): Promise<PublicBlogPost> {
  const [post] = await publishedPostBySlug(db).execute({ slug });
  if (!post) throw notFound("Blog post");
  return forDisplay(post);
}

export function listAllPosts(db: Database): Promise<BlogPost[]> {
  return db.select().from(blogPosts).orderBy(newestFirst(blogPosts.updatedAt), newestFirst(blogPosts.id));
}

export function createPost(
  db: Database,
  values: BlogPostValues,
  actor: AuthenticatedUser,
): Promise<BlogPost> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [post] = await tx
        .insert(blogPosts)
        .values({
          ...values,
          content: sanitizeArticleHtml(values.content),
          authorId: actor.id,
          publishedAt: values.isPublished ? sql`now()` : null,
        })
        .returning();
      if (!post) throw new Error("The blog post was not stored.");
      await recordChange(tx, actor, {
        action: "create",
        entityType: "blog_post",
        entityId: post.id,
        after: post,
      });
      return post;
    }),
  );
}

export function updatePost(
  db: Database,
  id: string,
  values: BlogPostValues,
  actor: AuthenticatedUser,
): Promise<BlogPost> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw notFound("Blog post");
      const [post] = await tx
        .update(blogPosts)
        .set({
          ...values,
          content: sanitizeArticleHtml(values.content),
          // SPEC: publishedAt is set the first time a post is published and kept afterwards.
          ...(values.isPublished ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
        })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!post) throw notFound("Blog post");
      await recordChange(tx, actor, {
        action: "update",
        entityType: "blog_post",
        entityId: id,
        before,
        after: post,
      });
      return post;
    }),
  );
}

export function deletePost(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!before) throw notFound("Blog post");
    await recordChange(tx, actor, { action: "delete", entityType: "blog_post", entityId: id, before });
  });
}
