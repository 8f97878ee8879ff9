import { Readable } from "node:stream";
import { type DatabaseHandle, documentChunks } from "@staffing/db";
import type { Config } from "../config";
import { mediaStoreOf } from "../media";
import { databaseDocumentStorage } from "./database-storage";
import { openDocumentLibrary } from "./index";

/**
 * Moves the private documents a restored PostgreSQL backup brought in its rows (document_chunks) into
 * the store this site reads them from, when that is not the database: DATA_DIR/documents or the
 * bucket. Each leaves the database once put. Resolves to how many were moved.
 */
export async function moveDocumentsToStore(handle: DatabaseHandle, config: Config): Promise<number> {
  if (mediaStoreOf(config, handle.driver) === "database") return 0;
  const rows = await handle.db.selectDistinct({ name: documentChunks.name }).from(documentChunks);
  if (rows.length === 0) return 0;
  const library = await openDocumentLibrary(config, handle);
  const database = databaseDocumentStorage(handle.db);
  try {
    for (const { name } of rows) {
      const file = await database.get(name);
      if (!file) continue;
      // One document at a time, at most DOCUMENT_MAX_BYTES: a bucket needs its length beforehand.
      const bytes = Buffer.concat(await file.body.toArray());
      await library.storage.put(name, Readable.from([bytes]), bytes.length);
      await database.delete([name]);
    }
  } finally {
    library.close();
  }
  return rows.length;
}
