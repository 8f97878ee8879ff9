import type { AuthenticatedUser } from "@staffing/auth";
import {
  type BlogPost,
  type ContentRevision,
  contentRevisions,
  type Database,
  type JobRevisionFields,
  mediaItems,
  type Page,
  type RevisedEntity,
  type RevisionFields,
  users,
} from "@staffing/db";
import {
  JOB_REVISION_FIELD_ORDER,
  jobRevisionChanges,
  REVISIONS_KEPT,
  type RevisionChange,
  revisionChanges,
  sectionImages,
} from "@staffing/shared";
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
  entityType: "page" | "blog_post",
  saved: Page | BlogPost,
  actor: AuthenticatedUser,
  before?: Page | BlogPost,
): Promise<void> {
  await keepRevision(
    tx,
    entityType,
    saved.id,
    revisionFields(saved),
    actor,
    before && {
      fields: revisionFields(before),
      // The account that made it: a page's author, a post's creator.
      authorId: "createdBy" in before ? before.createdBy : before.authorId,
      savedAt: before.updatedAt,
    },
  );
}

/** The state an item had before its first revision: its fields, who made it, and when. */
interface EarlierState {
  fields: RevisionFields | JobRevisionFields;
  authorId: string | null;
  savedAt: Date;
}

/** Keeps `fields` as a revision of any revised item (a page, post or job); see recordRevision. */
export async function keepRevision(
  tx: Database,
  entityType: RevisedEntity,
  entityId: string,
  fields: RevisionFields | JobRevisionFields,
  actor: AuthenticatedUser,
  before?: EarlierState,
): Promise<void> {
  const match = and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId));
  if (before) {
    const [any] = await tx.select({ id: contentRevisions.id }).from(contentRevisions).where(match).limit(1);
    if (!any) {
      await tx.insert(contentRevisions).values({
        entityType,
        entityId,
        fields: before.fields,
        authorId: before.authorId,
        authorEmail: null,
        createdAt: before.savedAt,
      });
    }
  }
  await tx.insert(contentRevisions).values({
    entityType,
    entityId,
    fields,
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

// A field a revision from before it existed lacks had its empty value then (pages had no sections):
// changedFields reads a missing `sections` as [].

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
export function changedFields(
  fields: RevisionFields | JobRevisionFields,
  previous: RevisionFields | JobRevisionFields | undefined,
): string[] {
  if (!previous) return [];
  const order: readonly string[] = isJobRevision(fields) ? JOB_REVISION_FIELD_ORDER : FIELD_ORDER;
  const now: Record<string, unknown> = { ...fields };
  const then: Record<string, unknown> = { ...previous };
  return order.filter((name) => {
    const empty = name === "sections" ? [] : undefined;
    return canonical(now[name] ?? empty) !== canonical(then[name] ?? empty);
  });
}

/** Whether a revision is a job's (issue 30): its fields are a job's, not a page's or post's. */
export const isJobRevision = (fields: RevisionFields | JobRevisionFields): fields is JobRevisionFields =>
  "kind" in fields && fields.kind === "job";

/**
 * Newest first, each with the name of who saved it (as they are called now, or as they were) and
 * the fields it changed from the one before it (none for the oldest kept).
 */
async function revisionRows(db: Database, entityType: RevisedEntity, entityId: string) {
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

/** A page's or post's revisions (see revisionRows). */
export async function listRevisions(db: Database, entityType: "page" | "blog_post", entityId: string) {
  return (await revisionRows(db, entityType, entityId)).flatMap(({ fields, ...row }) =>
    isJobRevision(fields) ? [] : [{ ...row, fields }],
  );
}

/** A job's revisions (see revisionRows). */
export async function listJobRevisions(db: Database, entityId: string) {
  return (await revisionRows(db, "job", entityId)).flatMap(({ fields, ...row }) =>
    isJobRevision(fields) ? [{ ...row, fields }] : [],
  );
}

async function findAnyRevision(
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

/** One of a page's or post's revisions; 404 for another item's. */
export async function findRevision(
  db: Database,
  entityType: "page" | "blog_post",
  entityId: string,
  revisionId: number,
): Promise<ContentRevision & { fields: RevisionFields }> {
  const { fields, ...revision } = await findAnyRevision(db, entityType, entityId, revisionId);
  if (isJobRevision(fields)) throw notFound("Revision");
  return { ...revision, fields };
}

/** One of a job's revisions; 404 for another item's. */
export async function findJobRevision(
  db: Database,
  entityId: string,
  revisionId: number,
): Promise<ContentRevision & { fields: JobRevisionFields }> {
  const { fields, ...revision } = await findAnyRevision(db, "job", entityId, revisionId);
  if (!isJobRevision(fields)) throw notFound("Revision");
  return { ...revision, fields };
}

/** What changed from one of a job's revisions to the job as saved now (`now`: its revision fields). */
export async function jobRevisionChangesSince(
  db: Database,
  entityId: string,
  now: JobRevisionFields,
  revisionId: number,
): Promise<{ changes: RevisionChange[] }> {
  const revision = await findJobRevision(db, entityId, revisionId);
  const sources = [...new Set([...imagesOf(revision.fields), ...imagesOf(now)])];
  const fileNames = await fileNamesOf(db, sources);
  return {
    changes: jobRevisionChanges(
      { ...revision.fields },
      { ...now },
      { imageName: (src) => fileNames.get(src) },
    ),
  };
}

/** The file names images were uploaded under, by their library addresses. */
async function fileNamesOf(db: Database, sources: string[]): Promise<Map<string, string>> {
  if (sources.length === 0) return new Map();
  const media = await db
    .select({ url: mediaItems.url, fileName: mediaItems.fileName })
    .from(mediaItems)
    .where(inArray(mediaItems.url, sources));
  return new Map(media.map((item) => [item.url, item.fileName]));
}

/** The library addresses of the images a version shows: its featured image and its sections' images. */
function imagesOf(fields: RevisionFields | JobRevisionFields): string[] {
  const images = sectionImages(fields.sections ?? []).map((image) => image.src);
  if (!isJobRevision(fields) && fields.featuredImage) images.push(fields.featuredImage);
  return images;
}

/**
 * What changed from one of the item's revisions to the item as saved now, in words (images by their
 * file names as uploaded, never the library's hashes). 404 for a revision of another item.
 */
export async function revisionChangesSince(
  db: Database,
  entityType: "page" | "blog_post",
  current: Page | BlogPost,
  revisionId: number,
): Promise<{ changes: RevisionChange[] }> {
  const revision = await findRevision(db, entityType, current.id, revisionId);
  const now = revisionFields(current);
  const sources = [...new Set([...imagesOf(revision.fields), ...imagesOf(now)])];
  const fileNames = await fileNamesOf(db, sources);
  return { changes: revisionChanges(revision.fields, now, { imageName: (src) => fileNames.get(src) }) };
}

/** Revisions go with their page, post or job. */
export async function deleteRevisions(tx: Database, entityType: RevisedEntity, entityId: string) {
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)));
}
