import type { AuthenticatedUser } from "@staffing/auth";
import {
  type BlogPost,
  blogPostRankDocument,
  blogPostSearchDocument,
  blogPosts,
  type Database,
  people,
} from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import {
  BLOG_CATEGORIES,
  type BlogCategory,
  blogPostInput,
  type PostDraftFields,
  postDraftFields,
} from "@staffing/shared";
import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { queueWebhookEvent } from "../webhooks/events";
import { postPayload } from "../webhooks/payloads";
import { recordChange } from "./audit-log";
import { notFound, withConflictMessage } from "./errors";
import { sanitizeArticleHtml, sanitizeForDisplay } from "./html";
import { newestFirst } from "./ordering";
import { assertAuthor, type PublicPerson, publicPersonColumns } from "./people";
import { preparedPerDatabase } from "./prepared";
import { isPublic, publishedAtOnCreate, publishedAtOnUpdate, wasPublic } from "./publishing";
import { redirectRenamed } from "./redirects";
import { deleteRevisions, findRevision, recordRevision } from "./revisions";
import { matches, prefixQuery, rankOf, toTsQuery } from "./search";
import {
  assertEditVersion,
  clearWorkingCopy,
  deleteWorkingCopy,
  findWorkingCopy,
  saveWorkingCopy,
} from "./working-copies";

type BlogPostValues = z.output<typeof blogPostInput>;

/** A post's working copy: its fields as the editor last autosaved them (valid or not), and when. */
export type BlogPostDraft = PostDraftFields & { savedAt: Date };

/**
 * A post as the editor opens it: the live post, its working copy if any, and its edit version (the
 * base of the editor's next save).
 */
export type EditedBlogPost = BlogPost & { draft: BlogPostDraft | null; version: number };

const SLUG_TAKEN = "A blog post with this slug already exists.";

const { metaTitle, metaDescription, canonicalUrl, createdBy, authorId, isPublished, ...publicColumns } =
  getTableColumns(blogPosts);

/**
 * The fields SPEC section 7 lists for the public blog, plus the SEO fields a post page needs, and its
 * author's public fields (null when no one is named: the company signs it). Read with `withAuthor`.
 */
const publicPostColumns = {
  ...publicColumns,
  metaTitle,
  metaDescription,
  canonicalUrl,
  author: publicPersonColumns,
};
export type PublicBlogPost = Omit<BlogPost, "createdBy" | "authorId" | "isPublished"> & {
  author: PublicPerson | null;
};
const withAuthor = eq(people.id, blogPosts.authorId);

/** Public: published, and not scheduled for later. */
const isPublicPost = isPublic(blogPosts);

// Prepared with and without the category filter, since a placeholder cannot drop a condition.
const publishedPosts = (db: Database, where: SQL | undefined) =>
  db
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(people, withAuthor)
    .where(and(isPublicPost, where))
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

/**
 * A page of the public list: newest first, or, with a search, the posts whose title, excerpt, body
 * or tags hold its words (each may be the start of a word), best match first.
 */
export async function listPublishedPosts(
  db: Database,
  query: { page: number; limit: number; category?: BlogCategory | undefined; q?: string | undefined },
): Promise<PublicBlogPost[]> {
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const words = query.q ? prefixQuery(query.q) : null;
  if (words) return (await searchPublishedPosts(db, words, page, query.category)).map(forDisplay);
  const posts = query.category
    ? await publishedPostsInCategory(db).execute({ ...page, category: query.category })
    : await allPublishedPosts(db).execute(page);
  return posts.map(forDisplay);
}

function searchPublishedPosts(
  db: Database,
  words: string,
  page: { limit: number; offset: number },
  category: BlogCategory | undefined,
) {
  const document = blogPostSearchDocument(blogPosts);
  const query = toTsQuery(words);
  return db
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(people, withAuthor)
    .where(
      and(isPublicPost, category ? eq(blogPosts.category, category) : undefined, matches(document, query)),
    )
    .orderBy(
      desc(rankOf(blogPostRankDocument(blogPosts), query)),
      newestFirst(blogPosts.publishedAt),
      newestFirst(blogPosts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

const forDisplay = <T extends { content: string }>(item: T): T => ({
  ...item,
  content: sanitizeForDisplay(item.content),
});

const publishedPostBySlug = preparedPerDatabase((db) =>
  db
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(people, withAuthor)
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), isPublicPost))
    .limit(1)
    .prepare("published_post_by_slug"),
);

export async function findPublishedPost(db: Database, slug: string): Promise<PublicBlogPost> {
  const [post] = await publishedPostBySlug(db).execute({ slug });
  if (!post) throw notFound("Blog post");
  return forDisplay(post);
}

/**
 * A post in its public shape whatever its state: what its preview shows. With a working copy, the
 * working copy's fields: the preview shows what is being written.
 */
export async function findPostForPreview(db: Database, id: string): Promise<PublicBlogPost> {
  const [post] = await db
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(people, withAuthor)
    .where(eq(blogPosts.id, id));
  if (!post) throw notFound("Blog post");
  const copy = await findWorkingCopy(db, "blog_post", id);
  // A working copy that would not go live as it is (a field left empty) is not shown: the live post is.
  const checked = copy?.fields ? blogPostInput.safeParse(copy.fields) : null;
  if (!checked?.success) return forDisplay(post);
  const { publishedAt: _, isPublished: __, authorId: draftAuthor, ...fields } = checked.data;
  const author =
    draftAuthor === (post.author?.id ?? null) ? post.author : await findPublicPerson(db, draftAuthor);
  return forDisplay({ ...post, ...fields, author });
}

/** A person's public fields, or null for none (or one deleted since). */
export async function findPublicPerson(
  db: Database,
  id: string | null | undefined,
): Promise<PublicPerson | null> {
  if (!id) return null;
  const [person] = await db.select(publicPersonColumns).from(people).where(eq(people.id, id));
  return person ?? null;
}

/** A page of one author's published posts, newest first (their author page). */
export async function listPublishedPostsBy(
  db: Database,
  authorId: string,
  page: { page: number; limit: number },
): Promise<PublicBlogPost[]> {
  const posts = await db
    .select(publicPostColumns)
    .from(blogPosts)
    .leftJoin(people, withAuthor)
    .where(and(isPublicPost, eq(blogPosts.authorId, authorId)))
    .orderBy(newestFirst(blogPosts.publishedAt), newestFirst(blogPosts.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return posts.map(forDisplay);
}

/** The post with its working copy and edit version (the editor opens it so). */
export async function findEditedPost(db: Database, id: string): Promise<EditedBlogPost> {
  const post = await findPost(db, id);
  const copy = await findWorkingCopy(db, "blog_post", id);
  // A copy the schema no longer takes (saved under older rules) counts as none.
  const fields = copy?.fields ? postDraftFields.safeParse(copy.fields) : null;
  return {
    ...post,
    draft: copy && fields?.success ? { ...fields.data, savedAt: copy.savedAt } : null,
    version: copy?.version ?? 0,
  };
}

export async function findPost(db: Database, id: string): Promise<BlogPost> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw notFound("Blog post");
  return post;
}

export function listAllPosts(db: Database): Promise<BlogPost[]> {
  return db.select().from(blogPosts).orderBy(newestFirst(blogPosts.updatedAt), newestFirst(blogPosts.id));
}

export function createPost(
  db: Database,
  jobs: Jobs,
  values: BlogPostValues,
  actor: AuthenticatedUser,
): Promise<BlogPost> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      await assertAuthor(tx, values.authorId);
      const [post] = await tx
        .insert(blogPosts)
        .values({
          ...values,
          content: sanitizeArticleHtml(values.content),
          createdBy: actor.id,
          publishedAt: publishedAtOnCreate(values),
        })
        .returning();
      if (!post) throw new Error("The blog post was not stored.");
      await recordChange(tx, actor, {
        action: "create",
        entityType: "blog_post",
        entityId: post.id,
        after: post,
      });
      await recordRevision(tx, "blog_post", post, actor);
      if (wasPublic(post)) await queueWebhookEvent(jobs, tx, "post.published", postPayload(post));
      return post;
    }),
  );
}

/**
 * Saves a post (it goes live), keeps a revision, clears its working copy, and when the slug of a
 * post visitors could read changes, makes the old address answer 301 to the new one.
 */
export function updatePost(
  db: Database,
  jobs: Jobs,
  id: string,
  values: BlogPostValues,
  actor: AuthenticatedUser,
  baseVersion?: number,
): Promise<BlogPost & { version: number }> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw notFound("Blog post");
      await assertEditVersion(tx, "blog_post", id, baseVersion);
      await assertAuthor(tx, values.authorId);
      const [post] = await tx
        .update(blogPosts)
        .set({
          ...values,
          content: sanitizeArticleHtml(values.content),
          publishedAt: publishedAtOnUpdate(blogPosts.publishedAt, values),
        })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!post) throw notFound("Blog post");
      const version = await clearWorkingCopy(tx, "blog_post", id, actor);
      await recordChange(tx, actor, {
        action: "update",
        entityType: "blog_post",
        entityId: id,
        before,
        after: post,
      });
      await recordRevision(tx, "blog_post", post, actor, before);
      if (post.slug !== before.slug && wasPublic(before)) {
        await redirectRenamed(tx, `/blog/${before.slug}`, `/blog/${post.slug}`, actor);
      }
      // Published now; one scheduled for later is announced when it goes live (scheduled-publishing.ts).
      if (wasPublic(post) && !wasPublic(before))
        await queueWebhookEvent(jobs, tx, "post.published", postPayload(post));
      return { ...post, version };
    }),
  );
}

/**
 * Brings a revision's text back as a new save (so the present version stays in the history); the
 * post keeps whether and when it is published.
 */
export async function restorePostRevision(
  db: Database,
  jobs: Jobs,
  id: string,
  revisionId: number,
  actor: AuthenticatedUser,
): Promise<BlogPost & { version: number }> {
  const current = await findPost(db, id);
  const { fields } = await findRevision(db, "blog_post", id, revisionId);
  const category = BLOG_CATEGORIES.find((name) => name === fields.category) ?? null;
  return updatePost(
    db,
    jobs,
    id,
    {
      title: fields.title,
      slug: fields.slug,
      content: fields.content,
      excerpt: fields.excerpt ?? null,
      featuredImage: fields.featuredImage ?? null,
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      canonicalUrl: fields.canonicalUrl,
      tags: fields.tags ?? [],
      category,
      isPublished: current.isPublished,
      publishedAt: undefined,
      // Who wrote it is not part of its text: the post keeps its author.
      authorId: current.authorId,
    },
    actor,
  );
}

/**
 * Keeps the post's working copy (an autosave) as typed, valid or not: an empty title, a text over
 * its length, a taken slug all wait for the save that goes live, which checks them. Stored apart
 * from the post, so visitors and the content version see nothing of it; only its HTML is sanitized.
 * Refused (409) when based on an older version than the stored one.
 */
export function savePostDraft(
  db: Database,
  id: string,
  values: PostDraftFields,
  actor: AuthenticatedUser,
  baseVersion: number | undefined,
): Promise<{ savedAt: Date; version: number }> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!post) throw notFound("Blog post");
    const fields = { ...values, content: sanitizeArticleHtml(values.content) };
    return saveWorkingCopy(tx, "blog_post", id, fields, actor, baseVersion);
  });
}

/** Drops the post's working copy: the editor shows the live post again. */
export function discardPostDraft(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!post) throw notFound("Blog post");
    await clearWorkingCopy(tx, "blog_post", id, actor);
  });
}

/** Deletes a post with its revisions and working copy. */
export function deletePost(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!before) throw notFound("Blog post");
    await deleteRevisions(tx, "blog_post", id);
    await deleteWorkingCopy(tx, "blog_post", id);
    await recordChange(tx, actor, { action: "delete", entityType: "blog_post", entityId: id, before });
  });
}
