import type { DocumentLibrary } from "@staffing/api";
import type { Database, DatabaseHandle } from "@staffing/db";
import type { Config } from "../config";
import { mediaStoreOf } from "../media";
import { clamdScanner } from "./clamd";
import { databaseDocumentStorage } from "./database-storage";
import { directoryDocumentStorage } from "./directory-storage";
import { s3DocumentStorage } from "./s3-storage";

/**
 * The private store as configured, chosen as the media library chooses (the bucket, else the database
 * on PostgreSQL, else a directory), each kept apart from media: the bucket's `private/` prefix, the
 * document_chunks table, DATA_DIR/documents. With CLAMAV_URL, clamd scans every file.
 */
export async function openDocumentLibrary(
  config: Config,
  database: { db: Database; driver: DatabaseHandle["driver"] },
): Promise<DocumentLibrary & { close(): void }> {
  const { maxBytes, directory, clamav } = config.documents;
  const scanner = clamav ? clamdScanner(clamav) : null;
  switch (mediaStoreOf(config, database.driver)) {
    case "bucket": {
      if (!config.media.s3) throw new Error("The bucket store needs S3 settings.");
      const storage = s3DocumentStorage(config.media.s3);
      return { storage, scanner, maxBytes, close: storage.close };
    }
    case "database":
      return { storage: databaseDocumentStorage(database.db), scanner, maxBytes, close: () => {} };
    default:
      return { storage: await directoryDocumentStorage(directory), scanner, maxBytes, close: () => {} };
  }
}

export { contentDisposition, DOCUMENT_RESPONSE_HEADERS, sendDocument } from "./download";
export { type Spool, spoolUpload } from "./spool";
