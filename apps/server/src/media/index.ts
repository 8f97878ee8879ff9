import type { MediaLibrary } from "@staffing/api";
import type { Database, DatabaseHandle } from "@staffing/db";
import type { Config } from "../config";
import { databaseStorage } from "./database-storage";
import { directoryStorage } from "./directory-storage";
import { s3Storage } from "./s3-storage";

/**
 * Where the media library keeps its files: the S3 bucket when one is set; otherwise, on PostgreSQL,
 * the database itself, so every instance on it serves every upload; otherwise (the embedded database,
 * one process) DATA_DIR/media.
 */
export type MediaStore = "bucket" | "database" | "directory";

export function mediaStoreOf(config: Config, driver: DatabaseHandle["driver"]): MediaStore {
  if (config.media.s3) return "bucket";
  return driver === "postgres" ? "database" : "directory";
}

/** The media library as configured, on the database the server runs on (see MediaStore). */
export async function openMediaLibrary(
  config: Config,
  database: { db: Database; driver: DatabaseHandle["driver"] },
): Promise<MediaLibrary & { close(): void }> {
  const { maxBytes, directory, s3 } = config.media;
  if (s3) {
    const storage = await s3Storage(s3);
    return { storage, maxBytes, close: storage.close };
  }
  if (mediaStoreOf(config, database.driver) === "database")
    return { storage: databaseStorage(database.db), maxBytes, close: () => {} };
  return { storage: await directoryStorage(directory), maxBytes, close: () => {} };
}
