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

type PageValues = z.output<typeof pageInput>;

const SLUG_TAKEN = "A page with this slug already exists.";

const publishedPageBySlug = preparedPerDatabase((db) =>
  db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, sql.placeholder("slug")), eq(pages.isPublished, true)))
    .limit(1)
    .prepare("published_page_by_slug"),
);

export async function findPublishedPage(db: Database, slug: string): Promise<Page> {
  const [page] = await publishedPageBySlug(db).execute({ slug });
  if (!page) throw notFound("Page");
  return { ...page, content: sanitizeForDisplay(page.content) };
}

export function listAllPages(db: Database): Promise<Page[]> {
  return db.select().from(pages).orderBy(newestFirst(pages.updatedAt), newestFirst(pages.id));
}

export function createPage(db: Database, values: PageValues, actor: AuthenticatedUser): Promise<Page> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [page] = await tx
        .insert(pages)
        .values({ ...values, content: sanitizeArticleHtml(values.content), authorId: actor.id })
        .returning();
      if (!page) throw new Error("The page was not stored.");
      await recordChange(tx, actor, { action: "create", entityType: "page", entityId: page.id, after: page });
      return page;
    }),
  );
}

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
        .set({ ...values, content: sanitizeArticleHtml(values.content) })
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
      return page;
    }),
  );
}

export function deletePage(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(pages).where(eq(pages.id, id)).returning();
    if (!before) throw notFound("Page");
    await recordChange(tx, actor, { action: "delete", entityType: "page", entityId: id, before });
  });
}
