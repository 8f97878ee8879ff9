import { type Database, type Page, pages } from "@staffing/db";
import type { pageInput } from "@staffing/shared";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { notFound, withConflictMessage } from "./errors";
import { sanitizeArticleHtml } from "./html";
import { newestFirst } from "./ordering";

type PageValues = z.output<typeof pageInput>;

const SLUG_TAKEN = "A page with this slug already exists.";

export async function findPublishedPage(db: Database, slug: string): Promise<Page> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  if (!page) throw notFound("Page");
  return page;
}

export function listAllPages(db: Database): Promise<Page[]> {
  return db.select().from(pages).orderBy(newestFirst(pages.updatedAt), newestFirst(pages.id));
}

export async function createPage(db: Database, values: PageValues, authorId: string): Promise<Page> {
  const [page] = await withConflictMessage(SLUG_TAKEN, () =>
    db
      .insert(pages)
      .values({ ...values, content: sanitizeArticleHtml(values.content), authorId })
      .returning(),
  );
  if (!page) throw new Error("The page was not stored.");
  return page;
}

export async function updatePage(db: Database, id: string, values: PageValues): Promise<Page> {
  const [page] = await withConflictMessage(SLUG_TAKEN, () =>
    db
      .update(pages)
      .set({ ...values, content: sanitizeArticleHtml(values.content) })
      .where(eq(pages.id, id))
      .returning(),
  );
  if (!page) throw notFound("Page");
  return page;
}

export async function deletePage(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  if (deleted.length === 0) throw notFound("Page");
}
