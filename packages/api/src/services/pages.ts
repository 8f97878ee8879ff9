import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type Page, pages } from "@staffing/db";
import type { pageInput } from "@staffing/shared";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordChange } from "./audit-log";
import { notFound, withConflictMessage } from "./errors";
import { sanitizeArticleHtml, sanitizeForDisplay } from "./html";
import { newestFirst } from "./ordering";
import { preparedPerDatabase } from "./prepared";
import { isPublic, publishedAtOnCreate, publishedAtOnUpdate, wasPublic } from "./publishing";
import { redirectRenamed } from "./redirects";
import { deleteRevisions, findRevision, recordRevision } from "./revisions";

type PageValues = z.output<typeof pageInput>;

const SLUG_TAKEN = "A page with this slug already exists.";

/** What the public site reads of a page. */
export type PublicPage = Page;

const publishedPageBySlug = preparedPerDatabase((db) =>
  db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, sql.placeholder("slug")), isPublic(pages)))
    .limit(1)
    .prepare("published_page_by_slug"),
);

export async function findPublishedPage(db: Database, slug: string): Promise<PublicPage> {
  const [page] = await publishedPageBySlug(db).execute({ slug });
  if (!page) throw notFound("Page");
  return { ...page, content: sanitizeForDisplay(page.content) };
}

/** A page in its public shape whatever its state: what its preview shows. */
export async function findPageForPreview(db: Database, id: string): Promise<PublicPage> {
  const page = await findPage(db, id);
  return { ...page, content: sanitizeForDisplay(page.content) };
}

export async function findPage(db: Database, id: string): Promise<Page> {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) throw notFound("Page");
  return page;
}

export function listAllPages(db: Database): Promise<Page[]> {
  return db.select().from(pages).orderBy(newestFirst(pages.updatedAt), newestFirst(pages.id));
}

export function createPage(db: Database, values: PageValues, actor: AuthenticatedUser): Promise<Page> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [page] = await tx
        .insert(pages)
        .values({
          ...values,
          content: sanitizeArticleHtml(values.content),
          authorId: actor.id,
          publishedAt: publishedAtOnCreate(values),
        })
        .returning();
      if (!page) throw new Error("The page was not stored.");
      await recordChange(tx, actor, { action: "create", entityType: "page", entityId: page.id, after: page });
      await recordRevision(tx, "page", page, actor);
      return page;
    }),
  );
}

/**
 * Saves a page, keeps a revision, and when the slug of a page visitors could read changes, makes
 * the old address answer 301 to the new one.
 */
export function updatePage(
  db: Database,
  id: string,
  values: PageValues,
  actor: AuthenticatedUser,
): Promise<Page> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
      if (!before) throw notFound("Page");
      const [page] = await tx
        .update(pages)
        .set({
          ...values,
          content: sanitizeArticleHtml(values.content),
          publishedAt: publishedAtOnUpdate(pages.publishedAt, values),
        })
        .where(eq(pages.id, id))
        .returning();
      if (!page) throw notFound("Page");
      await recordChange(tx, actor, {
        action: "update",
        entityType: "page",
        entityId: id,
        before,
        after: page,
      });
      await recordRevision(tx, "page", page, actor, before);
      if (page.slug !== before.slug && wasPublic(before)) {
        await redirectRenamed(tx, `/${before.slug}`, `/${page.slug}`, actor);
      }
      return page;
    }),
  );
}

/**
 * Brings a revision's text back as a new save (so the present version stays in the history); the
 * page keeps whether and when it is published.
 */
export async function restorePageRevision(
  db: Database,
  id: string,
  revisionId: number,
  actor: AuthenticatedUser,
): Promise<Page> {
  const current = await findPage(db, id);
  const { fields } = await findRevision(db, "page", id, revisionId);
  return updatePage(
    db,
    id,
    {
      title: fields.title,
      slug: fields.slug,
      content: fields.content,
      // A revision from before pages had sections has none.
      sections: (fields.sections as PageValues["sections"] | undefined) ?? [],
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      canonicalUrl: fields.canonicalUrl,
      isPublished: current.isPublished,
      publishedAt: undefined,
    },
    actor,
  );
}

export function deletePage(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(pages).where(eq(pages.id, id)).returning();
    if (!before) throw notFound("Page");
    await deleteRevisions(tx, "page", id);
    await recordChange(tx, actor, { action: "delete", entityType: "page", entityId: id, before });
  });
}
