import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { users } from "./users";

/** A WebP copy of a library image at one width. */
export interface MediaVariant {
  width: number;
  url: string;
}

// One image of the media library. Its files (the original cleaned of metadata, and WebP copies) are
// named by the hash of the uploaded bytes and live in the media storage (a directory or a bucket).
export const mediaItems = pgTable(
  "media",
  {
    id: id(),
    // The first 32 hex digits of the upload's SHA-256: the same picture uploaded twice is one item.
    hash: text("hash").notNull().unique("media_hash_unique"),
    // As the uploader's computer named it: what people search for, never a path on our side.
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Bytes of the stored original. */
    size: integer("size").notNull(),
    alt: text("alt"),
    /** `/media/{hash}-{width}x{height}.{ext}`: what pages and posts point at. */
    url: text("url").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("media_created_idx").on(t.createdAt.desc(), t.id.desc())],
);

export type MediaItem = typeof mediaItems.$inferSelect;
export type NewMediaItem = typeof mediaItems.$inferInsert;
