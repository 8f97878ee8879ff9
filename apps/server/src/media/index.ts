import type { MediaLibrary } from "@staffing/api";
import type { Config } from "../config";
import { directoryStorage } from "./directory-storage";
import { s3Storage } from "./s3-storage";

/** The media library as configured: an S3-compatible bucket when one is set, else DATA_DIR/media. */
export async function openMediaLibrary(config: Config): Promise<MediaLibrary & { close(): void }> {
  const { maxBytes, directory, s3 } = config.media;
  if (s3) {
    const storage = await s3Storage(s3);
    return { storage, maxBytes, close: storage.close };
  }
  return { storage: await directoryStorage(directory), maxBytes, close: () => {} };
}
