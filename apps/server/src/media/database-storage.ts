import { Readable } from "node:stream";
import type { MediaStorage } from "@staffing/api";
import { type Database, mediaFiles } from "@staffing/db";
import { eq, inArray, sql } from "drizzle-orm";

// A file is read in slices of this many bytes: a reader holds one slice at a time, whatever the size.
const SLICE_BYTES = 256 * 1024;

/**
 * The media library in PostgreSQL itself (the media_files table), for a site on PostgreSQL without a
 * bucket: every instance serves every upload, and the database's backup holds the files. Reads are
 * streamed a slice at a time (the column is stored uncompressed, so a slice reads only its own part).
 */
export function databaseStorage(
  db: Database,
): MediaStorage & { missing(names: string[]): Promise<string[]> } {
  const slice = (offset: number) =>
    sql<Uint8Array>`substring(${mediaFiles.bytes} from ${offset + 1} for ${SLICE_BYTES})`;

  return {
    async put(name, bytes, contentType) {
      // A name is its content's hash: a second upload of it has the same bytes.
      await db
        .insert(mediaFiles)
        .values({ name, contentType, size: bytes.byteLength, bytes })
        .onConflictDoNothing({ target: mediaFiles.name });
    },
    async get(name) {
      const [first] = await db
        .select({ contentType: mediaFiles.contentType, size: mediaFiles.size, bytes: slice(0) })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name));
      if (!first) return null;
      const { size, bytes: head } = first;
      async function* slices() {
        yield head;
        for (let offset = SLICE_BYTES; offset < size; offset += SLICE_BYTES) {
          const [next] = await db
            .select({ bytes: slice(offset) })
            .from(mediaFiles)
            .where(eq(mediaFiles.name, name));
          // Deleted while it was being sent: the answer ends short, and the client sees it cut.
          if (!next) throw new Error(`The media file ${name} was deleted while it was being read.`);
          yield next.bytes;
        }
      }
      return { body: Readable.from(slices(), { objectMode: false }), size, contentType: first.contentType };
    },
    async delete(names) {
      if (names.length === 0) return;
      await db.delete(mediaFiles).where(inArray(mediaFiles.name, [...names]));
    },
    /** Which of these names the table does not hold yet. */
    async missing(names) {
      if (names.length === 0) return [];
      const held = await db
        .select({ name: mediaFiles.name })
        .from(mediaFiles)
        .where(inArray(mediaFiles.name, names));
      const present = new Set(held.map((row) => row.name));
      return names.filter((name) => !present.has(name));
    },
  };
}
