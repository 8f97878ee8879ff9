import { Readable } from "node:stream";
import type { DocumentStorage } from "@staffing/api";
import { type Database, documentChunks } from "@staffing/db";
import { and, asc, eq, gt, inArray } from "drizzle-orm";

// A document is kept in rows of this many bytes: an upload and a download hold one row at a time.
// postgres.js sends bytea as hex text, twice the row's size: at 60 KB that text stays under V8's
// large-object size (128 KB) and is freed by the next young-generation sweep. At 256 KB a row, each
// 5 MB upload left 10 MB of hex strings for the next full collection (the server's RSS rose 26 MB
// over three uploads; at 60 KB it stays within the 20 MB budget, bench figures in the report).
export const CHUNK_BYTES = 60 * 1024;

/**
 * Private documents in PostgreSQL (the document_chunks table, apart from the media library's), for a
 * site on PostgreSQL without a bucket: every instance reads every file, and the backup holds them.
 */
export function databaseDocumentStorage(db: Database): DocumentStorage {
  return {
    async put(name, body) {
      // A name is a new document's id: a retry after a failure starts from nothing.
      await db.delete(documentChunks).where(eq(documentChunks.name, name));
      let position = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (all: boolean) => {
        while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
          const joined = Buffer.concat(pending);
          const bytes = joined.subarray(0, CHUNK_BYTES);
          const rest = joined.subarray(bytes.length);
          await db.insert(documentChunks).values({ name, position, bytes });
          position++;
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      };
      try {
        for await (const piece of body) {
          const buffer = Buffer.from(piece as Uint8Array);
          pending.push(buffer);
          pendingBytes += buffer.length;
          await flush(false);
        }
        await flush(true);
      } catch (error) {
        await db.delete(documentChunks).where(eq(documentChunks.name, name));
        throw error;
      }
    },
    async get(name) {
      const [first] = await db
        .select({ position: documentChunks.position, bytes: documentChunks.bytes })
        .from(documentChunks)
        .where(and(eq(documentChunks.name, name), eq(documentChunks.position, 0)));
      if (!first) return null;
      async function* chunks() {
        yield first?.bytes ?? new Uint8Array();
        let last = 0;
        for (;;) {
          const [next] = await db
            .select({ position: documentChunks.position, bytes: documentChunks.bytes })
            .from(documentChunks)
            .where(and(eq(documentChunks.name, name), gt(documentChunks.position, last)))
            .orderBy(asc(documentChunks.position))
            .limit(1);
          if (!next) return;
          last = next.position;
          yield next.bytes;
        }
      }
      return {
        body: Readable.from(chunks(), { objectMode: false }),
        size: undefined,
        contentType: undefined,
      };
    },
    async delete(names) {
      if (names.length === 0) return;
      await db.delete(documentChunks).where(inArray(documentChunks.name, [...names]));
    },
  };
}
