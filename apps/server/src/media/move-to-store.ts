import { type DatabaseHandle, mediaFiles } from "@staffing/db";
import { listMediaFiles, putMediaFiles } from "../backup/media-files";
import type { Config } from "../config";
import { databaseStorage } from "./database-storage";
import { mediaStoreOf, openMediaLibrary } from "./index";

/**
 * Puts media files that sit outside the media library's store into it, so a site keeps every image
 * across a change of store: on PostgreSQL without a bucket, the files of DATA_DIR/media (an earlier
 * version kept them there, or `db:copy` left them) go into the database, and stay on disk; anywhere
 * else, files in the database (a PostgreSQL backup restored into the embedded database) go to the
 * directory or the bucket, and leave the database. Safe to run again: nothing is put twice.
 */
export async function moveMediaToStore(
  handle: DatabaseHandle,
  config: Config,
): Promise<{ count: number; from: string; to: string }> {
  const store = mediaStoreOf(config, handle.driver);
  if (store === "database") {
    const storage = databaseStorage(handle.db);
    const names = await storage.missing(await listMediaFiles(config.media.directory));
    return {
      count: await putMediaFiles(config.media.directory, storage, names),
      from: config.media.directory,
      to: "the database",
    };
  }
  const rows = await handle.db.select({ name: mediaFiles.name }).from(mediaFiles);
  if (rows.length === 0) return { count: 0, from: "the database", to: store };
  const library = await openMediaLibrary(config, handle);
  const database = databaseStorage(handle.db);
  try {
    for (const { name } of rows) {
      const file = await database.get(name);
      if (!file) continue;
      await library.storage.put(name, Buffer.concat(await file.body.toArray()), file.contentType ?? "");
      await database.delete([name]);
    }
  } finally {
    library.close();
  }
  return {
    count: rows.length,
    from: "the database",
    to: store === "bucket" ? `the S3 bucket ${config.media.s3?.bucket}` : config.media.directory,
  };
}
