import type { AuthenticatedUser } from "@staffing/auth";
import {
  blogPosts,
  companyProfile,
  type Database,
  isUniqueViolation,
  type MediaItem,
  mediaItems,
  pages,
  people,
  seoSettings,
} from "@staffing/db";
import { MEDIA_FORMATS, MEDIA_PATH_PREFIX, type mediaUploadInput, PAGE_TYPE_LABELS } from "@staffing/shared";
import { type AnyColumn, and, eq, ilike, like, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { MediaLibrary } from "../media-storage";
import { recordChange } from "./audit-log";
import { DomainError, notFound } from "./errors";
import { afterCursor, encodeKeysetCursor, newestFirstOrder } from "./keyset-paging";
import { containing } from "./like-pattern";
import { mediaHash, prepareImage } from "./media-images";

type MediaUpload = z.output<typeof mediaUploadInput>;

/** What the API answers for an image (REST and tRPC alike). */
export function mediaView(item: MediaItem) {
  return {
    id: item.id,
    url: item.url,
    width: item.width,
    height: item.height,
    mimeType: item.mimeType,
    size: item.size,
    alt: item.alt,
    fileName: item.fileName,
    variants: item.variants,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
export type MediaView = ReturnType<typeof mediaView>;

/**
 * Adds an upload to the library: refused when too large (413), not one of the formats (415) or too
 * many pixels (400); the same bytes uploaded again answer the item they made the first time.
 * `created` says whether this upload made it. The files are stored before the row, so a row never
 * points at files that are not there (files without a row are harmless: names are content hashes).
 */
export async function uploadMedia(
  db: Database,
  library: MediaLibrary,
  upload: MediaUpload,
  actor: AuthenticatedUser | null,
): Promise<{ item: MediaView; created: boolean }> {
  if (upload.file.byteLength > library.maxBytes) {
    throw new DomainError(
      "payload_too_large",
      `This file is larger than the ${megabytes(library.maxBytes)} MB an upload may have.`,
    );
  }
  const hash = mediaHash(upload.file);
  const existing = await findByHash(db, hash);
  if (existing) return { item: mediaView(existing), created: false };

  const image = await prepareImage(upload.file, hash);
  const mimeType = MEDIA_FORMATS[image.format].mimeType;
  await Promise.all([
    library.storage.put(image.original.name, image.original.bytes, mimeType),
    ...image.variants.map((variant) => library.storage.put(variant.name, variant.bytes, "image/webp")),
  ]);
  try {
    const item = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaItems)
        .values({
          hash,
          fileName: upload.fileName || image.original.name,
          mimeType,
          width: image.width,
          height: image.height,
          size: image.original.bytes.byteLength,
          alt: upload.alt,
          url: `${MEDIA_PATH_PREFIX}${image.original.name}`,
          variants: image.variants.map((variant) => ({
            width: variant.width,
            url: `${MEDIA_PATH_PREFIX}${variant.name}`,
          })),
          uploadedBy: actor?.id ?? null,
        })
        .returning();
      if (!row) throw new Error("The image was not stored.");
      if (actor) {
        await recordChange(tx, actor, {
          action: "create",
          entityType: "media",
          entityId: row.id,
          after: row,
        });
      }
      return row;
    });
    return { item: mediaView(item), created: true };
  } catch (error) {
    // Two uploads of the same picture at once: the other one stored it first.
    const stored = isUniqueViolation(error) ? await findByHash(db, hash) : undefined;
    if (stored) return { item: mediaView(stored), created: false };
    throw error;
  }
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function findByHash(db: Database, hash: string): Promise<MediaItem | undefined> {
  const [item] = await db.select().from(mediaItems).where(eq(mediaItems.hash, hash));
  return item;
}

async function findMedia(db: Database, id: string): Promise<MediaItem> {
  const [item] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!item) throw notFound("Image");
  return item;
}

/** Newest first, optionally only those whose file name or alt text holds `q`. */
export async function listMedia(
  db: Database,
  query: { q?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: MediaView[]; nextCursor: string | null }> {
  const pattern = query.q ? containing(query.q) : undefined;
  const rows = await db
    .select()
    .from(mediaItems)
    .where(
      and(
        pattern ? or(ilike(mediaItems.fileName, pattern), ilike(mediaItems.alt, pattern)) : undefined,
        afterCursor(mediaItems, query.cursor),
      ),
    )
    .orderBy(...newestFirstOrder(mediaItems))
    .limit(query.limit);
  const last = rows.at(-1);
  return {
    items: rows.map(mediaView),
    nextCursor: rows.length === query.limit && last ? encodeKeysetCursor(last) : null,
  };
}

export async function updateMediaAlt(
  db: Database,
  id: string,
  alt: string | null,
  actor: AuthenticatedUser,
): Promise<MediaView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for("update");
    if (!before) throw notFound("Image");
    const [item] = await tx.update(mediaItems).set({ alt }).where(eq(mediaItems.id, id)).returning();
    if (!item) throw notFound("Image");
    await recordChange(tx, actor, {
      action: "update",
      entityType: "media",
      entityId: id,
      before: { alt: before.alt },
      after: { alt: item.alt },
    });
    return mediaView(item);
  });
}

/**
 * Where an image is shown: posts (featured or in the text), pages (in the text or a section), SEO
 * settings (Open Graph) and the company profile (the logo).
 */
export interface MediaUse {
  kind: "post" | "page" | "seo" | "company" | "person";
  id: string;
  title: string;
}

export async function mediaUsage(db: Database, item: Pick<MediaItem, "hash" | "url">): Promise<MediaUse[]> {
  // Every file of the image starts with its hash: the original and any copy an editor inserted.
  const anyFile = containing(`${MEDIA_PATH_PREFIX}${item.hash}-`);
  const inText = (column: SQL | AnyColumn) => like(column, anyFile);
  const [posts, cmsPages, seo, company, photos] = await Promise.all([
    db
      .select({ id: blogPosts.id, title: blogPosts.title })
      .from(blogPosts)
      .where(or(eq(blogPosts.featuredImage, item.url), inText(blogPosts.content))),
    db
      .select({ id: pages.id, title: pages.title })
      .from(pages)
      .where(or(inText(pages.content), inText(sql`${pages.sections}::text`))),
    db
      .select({ id: seoSettings.id, pageType: seoSettings.pageType })
      .from(seoSettings)
      .where(inText(sql`${seoSettings.settings}->>'ogImage'`)),
    db
      .select({ name: sql<string>`${companyProfile.profile}->>'name'` })
      .from(companyProfile)
      .where(eq(sql`${companyProfile.profile}->'logo'->>'src'`, item.url)),
    db.select({ id: people.id, title: people.name }).from(people).where(eq(people.photo, item.url)),
  ]);
  return [
    ...posts.map((post) => ({ kind: "post" as const, ...post })),
    ...cmsPages.map((page) => ({ kind: "page" as const, ...page })),
    ...seo.map((row) => ({ kind: "seo" as const, id: row.id, title: PAGE_TYPE_LABELS[row.pageType] })),
    ...company.map((row) => ({ kind: "company" as const, id: "company", title: row.name })),
    ...photos.map((person) => ({ kind: "person" as const, ...person })),
  ];
}

export async function mediaDetails(db: Database, id: string) {
  const item = await findMedia(db, id);
  return { ...mediaView(item), usage: await mediaUsage(db, item) };
}

const USE_NAMES: Record<MediaUse["kind"], string> = {
  post: "Blog post",
  page: "Page",
  seo: "SEO settings",
  company: "Company logo",
  person: "Person",
};

/**
 * Deletes an image nobody uses: one still shown somewhere is refused (409) with the places named,
 * so no page loses its picture. The files go once the row is gone.
 */
export async function deleteMedia(
  db: Database,
  library: MediaLibrary,
  id: string,
  actor: AuthenticatedUser,
): Promise<void> {
  const item = await findMedia(db, id);
  const usage = await mediaUsage(db, item);
  if (usage.length > 0) {
    const places = usage.map((use) => `${USE_NAMES[use.kind]} "${use.title}"`).join(", ");
    throw new DomainError("conflict", `This image is still used by ${places}. Remove it there first.`);
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(mediaItems).where(eq(mediaItems.id, id)).returning();
    if (!before) throw notFound("Image");
    await recordChange(tx, actor, { action: "delete", entityType: "media", entityId: id, before });
  });
  const names = [item.url, ...item.variants.map((variant) => variant.url)].map((url) =>
    url.slice(MEDIA_PATH_PREFIX.length),
  );
  // The row is gone: files left behind by a storage hiccup are unreachable and harmless.
  await library.storage.delete(names).catch(() => {});
}
