import type { Readable } from "node:stream";

/** One stored file, read back. */
export interface StoredFile {
  body: Readable;
  size: number | undefined;
  contentType: string | undefined;
}

/**
 * Where the media library keeps its files: a directory under DATA_DIR or an S3-compatible bucket
 * (both implemented by the server). Names carry the content's hash, so a name never changes meaning
 * and writing one twice writes the same bytes.
 */
export interface MediaStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<StoredFile | null>;
  /** Removes the files; names that are not there are no error. */
  delete(names: readonly string[]): Promise<void>;
}

/** What procedures know of the media library's storage and limits. */
export interface MediaLibrary {
  storage: MediaStorage;
  /** Uploads over this many bytes are refused (413). */
  maxBytes: number;
}

/** Until the server gives one: every upload is refused as the server's own failing. */
export const NO_MEDIA_LIBRARY: MediaLibrary = {
  storage: {
    put: () => Promise.reject(new Error("No media storage is configured.")),
    get: async () => null,
    delete: async () => {},
  },
  maxBytes: 0,
};
