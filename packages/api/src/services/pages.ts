import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type Page, pages } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import {
  isSystemPageSlug,
  type PageDraftFields,
  pageDraftFields,
  pageHasContent,
  pageInput,
  type pageUpdateBody,
  SYSTEM_PAGE_MESSAGES,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { queueWebhookEvent } from "../webhooks/events";
import { pagePayload } from "../webhooks/payloads";
import { recordChange } from "./audit-log";
import { DomainError, invalidFields, notFound, withConflictMessage } from "./errors";
import { sanitizeArticleHtml, sanitizeForDisplay } from "./html";
import { newestFirst } from "./ordering";
import { assertLibraryImages, sectionsForDisplay, sectionsToStore } from "./page-sections";
import { preparedPerDatabase } from "./prepared";
import { isPublic, publishedAtOnCreate, publishedAtOnUpdate, wasPublic } from "./publishing";
import { redirectRenamed } from "./redirects";
import { deleteRevisions, findRevision, recordRevision } from "./revisions";
import {
  assertEditVersion,
  clearWorkingCopy,
  deleteWorkingCopy,
  findWorkingCopy,
  sanitizeDraftSections,
  saveWorkingCopy,
} from "./working-copies";

type PageValues = z.output<typeof pageInput>;
/** A save's fields: without `sections`, the page keeps its own. */
type PageUpdateValues = z.output<typeof pageUpdateBody>;

const SLUG_TAKEN = "A page with this slug already exists.";

/** What the public site reads of a page. */
export type PublicPage = Page;

/** A working copy's fields as saved, valid or not (the draft schema's output, without the version). */
type PageDraftValues = Omit<PageDraftFields, "sections"> & { sections?: PageDraftFields["sections"] };

/** A page's working copy: its fields as the editor last autosaved them (valid or not), and when. */
export type PageDraft = PageDraftFields & { savedAt: Date };

/**
 * A page as the editor opens it: the live page, its working copy if any, and its edit version (the
 * base of the editor's next save).
 */
export type EditedPage = Page & { draft: PageDraft | null; version: number };

const publishedPageBySlug = preparedPerDatabase((db) =>
  db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, sql.placeholder("slug")), isPublic(pages)))
    .limit(1)
    .prepare("published_page_by_slug"),
);

/** A page's text as visitors' pages show it: its HTML and rich-text sections sanitized again. */
const forDisplay = <T extends Pick<Page, "content" | "sections">>(page: T): T => ({
  ...page,
  content: sanitizeForDisplay(page.content),
  sections: sectionsForDisplay(page.sections),
});

export async function findPublishedPage(db: Database, slug: string): Promise<PublicPage> {
  const [page] = await publishedPageBySlug(db).execute({ slug });
  if (!page) throw notFound("Page");
  return forDisplay(page);
}

/**
 * A page in its public shape whatever its state: what its preview shows. With a working copy, the
 * working copy's fields: the preview shows what is being written.
 */
export async function findPageForPreview(db: Database, id: string): Promise<PublicPage> {
  const page = await findPage(db, id);
  const copy = await findWorkingCopy(db, "page", id);
  // A working copy that would not go live as it is (a field left empty) is not shown: the live page is.
  const checked = copy?.fields ? pageInput.safeParse(copy.fields) : null;
  if (!checked?.success) return forDisplay(page);
  const { publishedAt: _, ...fields } = checked.data;
  return forDisplay({ ...page, ...fields, sections: sectionsToStore(fields.sections) });
}

/** The page with its working copy and edit version (the editor opens it so). */
export async function findEditedPage(db: Database, id: string): Promise<EditedPage> {
  const page = await findPage(db, id);
  const copy = await findWorkingCopy(db, "page", id);
  // A copy the schema no longer takes (saved under older rules) counts as none.
  const fields = copy?.fields ? pageDraftFields.safeParse(copy.fields) : null;
  return {
    ...page,
    draft: copy && fields?.success ? { ...fields.data, savedAt: copy.savedAt } : null,
    version: copy?.version ?? 0,
  };
}

export async function findPage(db: Database, id: string): Promise<Page> {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) throw notFound("Page");
  return page;
}

export function listAllPages(db: Database): Promise<Page[]> {
  return db.select().from(pages).orderBy(newestFirst(pages.updatedAt), newestFirst(pages.id));
}

/**
 * The rules a page's fields meet beyond their schema, for a new page (`page` null) or a saved one:
 * a system page keeps its address and stays public (409); no other page takes a system page's
 * address (400); every image is in the media library (400). Answers the fields as they are stored:
 * the HTML and the rich-text sections sanitized, every other text as typed.
 */
async function pageToStore(
  db: Database,
  values: PageValues,
  page: Pick<Page, "slug" | "system"> | null,
): Promise<PageValues> {
  if (!pageHasContent(values)) {
    throw invalidFields([{ path: ["content"], message: VALIDATION_MESSAGES.contentRequired }]);
  }
  if (page?.system) {
    if (values.slug !== page.slug) throw new DomainError("conflict", SYSTEM_PAGE_MESSAGES.cannotRename);
    const scheduled = values.publishedAt instanceof Date && values.publishedAt.getTime() > Date.now();
    if (!values.isPublished || scheduled)
      throw new DomainError("conflict", SYSTEM_PAGE_MESSAGES.cannotUnpublish);
  } else if (isSystemPageSlug(values.slug)) {
    throw invalidFields([{ path: ["slug"], message: VALIDATION_MESSAGES.pageSlugReserved }]);
  }
  await assertLibraryImages(db, values.sections);
  return {
    ...values,
    content: sanitizeArticleHtml(values.content),
    sections: sectionsToStore(values.sections),
  };
}

export function createPage(
  db: Database,
  jobs: Jobs,
  values: PageValues,
  actor: AuthenticatedUser,
): Promise<Page> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const stored = await pageToStore(tx, values, null);
      const [page] = await tx
        .insert(pages)
        .values({
          ...stored,
          authorId: actor.id,
          publishedAt: publishedAtOnCreate(stored),
        })
        .returning();
      if (!page) throw new Error("The page was not stored.");
      await recordChange(tx, actor, { action: "create", entityType: "page", entityId: page.id, after: page });
      await recordRevision(tx, "page", page, actor);
      if (wasPublic(page)) await queueWebhookEvent(jobs, tx, "page.published", pagePayload(page));
      return page;
    }),
  );
}

/**
 * Saves a page (it goes live), keeps a revision, clears its working copy, and when the slug of a
 * page visitors could read changes, makes the old address answer 301 to the new one.
 */
export function updatePage(
  db: Database,
  jobs: Jobs,
  id: string,
  values: PageUpdateValues,
  actor: AuthenticatedUser,
  baseVersion?: number,
): Promise<Page & { version: number }> {
  return withConflictMessage(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
      if (!before) throw notFound("Page");
      await assertEditVersion(tx, "page", id, baseVersion);
      const stored = await pageToStore(
        tx,
        { ...values, sections: values.sections ?? before.sections },
        before,
      );
      const [page] = await tx
        .update(pages)
        .set({ ...stored, publishedAt: publishedAtOnUpdate(pages.publishedAt, stored) })
        .where(eq(pages.id, id))
        .returning();
      if (!page) throw notFound("Page");
      const version = await clearWorkingCopy(tx, "page", id, actor);
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
      // Published now; one scheduled for later is announced when it goes live (scheduled-publishing.ts).
      if (wasPublic(page) && !wasPublic(before))
        await queueWebhookEvent(jobs, tx, "page.published", pagePayload(page));
      return { ...page, version };
    }),
  );
}

/**
 * Brings a revision's text back as a new save (so the present version stays in the history); the
 * page keeps whether and when it is published.
 */
export async function restorePageRevision(
  db: Database,
  jobs: Jobs,
  id: string,
  revisionId: number,
  actor: AuthenticatedUser,
): Promise<Page & { version: number }> {
  const current = await findPage(db, id);
  const { fields } = await findRevision(db, "page", id, revisionId);
  return updatePage(
    db,
    jobs,
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

/**
 * Keeps the page's working copy (an autosave) as typed, valid or not: an empty title, a half-built
 * section, a taken slug all wait for the save that goes live, which checks them. Stored apart from
 * the page, so visitors and the content version see nothing of it; only its rich text is sanitized.
 * Refused (409) when based on an older version than the stored one.
 */
export function savePageDraft(
  db: Database,
  id: string,
  values: PageDraftValues,
  actor: AuthenticatedUser,
  baseVersion: number | undefined,
): Promise<{ savedAt: Date; version: number }> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ sections: pages.sections })
      .from(pages)
      .where(eq(pages.id, id))
      .for("update");
    if (!page) throw notFound("Page");
    const fields = {
      ...values,
      content: sanitizeArticleHtml(values.content),
      sections: sanitizeDraftSections(values.sections ?? page.sections),
    };
    return saveWorkingCopy(tx, "page", id, fields, actor, baseVersion);
  });
}

/** Drops the page's working copy: the editor shows the live page again. */
export function discardPageDraft(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, id)).for("update");
    if (!page) throw notFound("Page");
    await clearWorkingCopy(tx, "page", id, actor);
  });
}

/** Deletes a page with its revisions and working copy; a system page stays (409). */
export function deletePage(db: Database, id: string, actor: AuthenticatedUser): Promise<void> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ system: pages.system })
      .from(pages)
      .where(eq(pages.id, id))
      .for("update");
    if (!page) throw notFound("Page");
    if (page.system) throw new DomainError("conflict", SYSTEM_PAGE_MESSAGES.cannotDelete);
    const [before] = await tx.delete(pages).where(eq(pages.id, id)).returning();
    if (!before) throw notFound("Page");
    await deleteRevisions(tx, "page", id);
    await deleteWorkingCopy(tx, "page", id);
    await recordChange(tx, actor, { action: "delete", entityType: "page", entityId: id, before });
  });
}
