import type { AuthenticatedUser } from "@staffing/auth";
import {
  type BlogPost,
  type ContentRevision,
  contentRevisions,
  type Database,
  mediaItems,
  type Page,
  type RevisedEntity,
  type RevisionFields,
  users,
} from "@staffing/db";
import { REVISIONS_KEPT, type RevisionChange, revisionChanges, sectionImages } from "@staffing/shared";
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { notFound } from "./errors";

/** Every content field of a page or post, as a revision keeps it. */
export function revisionFields(item: Page | BlogPost): RevisionFields {
  const fields: RevisionFields = {
    title: item.title,
    slug: item.slug,
    content: item.content,
    metaTitle: item.metaTitle,
    metaDescription: item.metaDescription,
    canonicalUrl: item.canonicalUrl,
    isPublished: item.isPublished,
    publishedAt: item.publishedAt ? item.publishedAt.toISOString() : null,
  };
  if ("sections" in item) fields.sections = item.sections;
  if ("tags" in item) {
    Object.assign(fields, {
      excerpt: item.excerpt,
      featuredImage: item.featuredImage,
      tags: item.tags,
      category: item.category,
    });
  }
  return fields;
}

/**
 * Keeps a revision of a save (inside its transaction) and drops those beyond the last REVISIONS_KEPT.
 * An item saved for the first time since revisions began (the demo content, older items) first gets
 * its state before the save as a revision, so the text it had can always be brought back.
 */
export async function recordRevision(
  tx: Database,
  entityType: RevisedEntity,
  saved: Page | BlogPost,
  actor: AuthenticatedUser,
  before?: Page | BlogPost,
): Promise<void> {
  const match = and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, saved.id));
  if (before) {
    const [any] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).where(match).limit(1);
    if (!any) {
      await tx.insert(contentRevisions).values({
        entityType,
        entityId: saved.id,
        fields: revisionFields(before),
        // The account that made it: a page's author, a post's creator.
        authorId: "createdBy" in before ? before.createdBy : before.authorId,
        authorEmail: null,
        createdAt: before.updatedAt,
      });
    }
  }
  await tx.insert(contentRevisions).values({
    entityType,
    entityId: saved.id,
    fields: revisionFields(saved),
    authorId: actor.id,
    authorEmail: actor.email,
  });
  const kept = tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(match)
    .orderBy(desc(contentRevisions.id))
    .limit(REVISIONS_KEPT);
  await tx.delete(contentRevisions).where(and(match, notInArray(contentRevisions.id, kept)));
}

// A field a revision from before it existed lacks had its empty value then (pages had no sections).
const EMPTY_BEFORE: Partial<Record<keyof RevisionFields, unknown>> = { sections: [] };

/** A field's value as text that is the same for equal values, whatever the order of object keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

// The order the panel lists changed fields in: as the editor shows them.
const FIELD_ORDER: (keyof RevisionFields)[] = [
  "title",
  "slug",
  "content",
  "sections",
  "excerpt",
  "featuredImage",
  "metaTitle",
  "metaDescription",
  "canonicalUrl",
  "tags",
  "category",
  "isPublished",
  "publishedAt",
];

/** The names of the fields that differ between a revision and the one before it. */
export function changedFields(fields: RevisionFields, previous: RevisionFields | undefined): string[] {
  if (!previous) return [];
  return FIELD_ORDER.filter((name) => {
    const empty = EMPTY_BEFORE[name];
    return canonical(fields[name] ?? empty) !== canonical(previous[name] ?? empty);
  });
}

/**
 * Newest first, each with the name of who saved it (as they are called now, or as they were) and
 * the fields it changed from the one before it (none for the oldest kept).
 */
export async function listRevisions(db: Database, entityType: RevisedEntity, entityId: string) {
  const rows = await db
    .select({
      id: contentRevisions.id,
      createdAt: contentRevisions.createdAt,
      fields: contentRevisions.fields,
      authorEmail: contentRevisions.authorEmail,
      authorName: users.username,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)))
    .orderBy(desc(contentRevisions.id));
  return rows.map(({ authorEmail, authorName, ...row }, index) => ({
    ...row,
    author: authorName ?? authorEmail,
    changedFields: changedFields(row.fields, rows[index + 1]?.fields),
  }));
}

export async function findRevision(
  db: Database,
  entityType: RevisedEntity,
  entityId: string,
  revisionId: number,
): Promise<ContentRevision> {
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, revisionId),
        eq(contentRevisions.entityType, entityType),
        eq(contentRevisions.entityId, entityId),
      ),
    );
  if (!revision) throw notFound("Revision");
  return revision;
}

/** The library addresses of the images a version shows: its featured image and its sections' images. */
function imagesOf(fields: RevisionFields): string[] {
  const images = sectionImages(fields.sections ?? []).map((image) => image.src);
  if (fields.featuredImage) images.push(fields.featuredImage);
  return images;
}

/**
 * What changed from one of the item's revisions to the item as saved now, in words (images by their
 * file names as uploaded, never the library's hashes). 404 for a revision of another item.
 */
export async function revisionChangesSince(
  db: Database,
  entityType: RevisedEntity,
  current: Page | BlogPost,
  revisionId: number,
): Promise<{ changes: RevisionChange[] }> {
  const revision = await findRevision(db, entityType, current.id, revisionId);
  const now = revisionFields(current);
  const sources = [...new Set([...imagesOf(revision.fields), ...imagesOf(now)])];
  const media =
    sources.length === 0
      ? []
      : await db
          .select({ url: mediaItems.url, fileName: mediaItems.fileName })
          .from(mediaItems)
          .where(inArray(mediaItems.url, sources));
  const fileNames = new Map(media.map((item) => [item.url, item.fileName]));
  return { changes: revisionChanges(revision.fields, now, { imageName: (src) => fileNames.get(src) }) };
}

/** Revisions go with their page or post. */
export async function deleteRevisions(tx: Database, entityType: RevisedEntity, entityId: string) {
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)));
}
