import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Binary data as PostgreSQL keeps it: postgres.js reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

// The media library's files when the site runs on PostgreSQL without a bucket, so every instance
// serves every upload (apps/server/src/media/database-storage.ts). `bytes` is kept uncompressed
// (STORAGE EXTERNAL, in the migration): images are compressed already, and PostgreSQL then reads a
// slice of a file without the rest, which is how a file is streamed.
export const mediaFiles = pgTable("media_files", {
  // The library's name for the file: the content's hash, its size and format (never changes meaning).
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  // Written once: a name never gets other bytes.
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
