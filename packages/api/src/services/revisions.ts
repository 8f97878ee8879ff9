import type { AuthenticatedUser } from "@staffing/auth";
import {
  type BlogPost,
  type ContentRevision,
  contentRevisions,
  type Database,
  type Page,
  type RevisedEntity,
  type RevisionFields,
  users,
} from "@staffing/db";
import { REVISIONS_KEPT } from "@staffing/shared";
import { and, desc, eq, notInArray } from "drizzle-orm";
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
        authorId: before.authorId,
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

/** Newest first, each with the name of who saved it (as they are called now, or as they were). */
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
  return rows.map(({ authorEmail, authorName, ...row }) => ({ ...row, author: authorName ?? authorEmail }));
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

/** Revisions go with their page or post. */
export async function deleteRevisions(tx: Database, entityType: RevisedEntity, entityId: string) {
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)));
}
