import { Readable } from "node:stream";
import type { StoredFile } from "./media-storage";

/**
 * An upload as the server received it: written to a private spool file as it arrived, so nothing
 * holds the whole file. The service reads what it needs to decide its kind (the first bytes, the
 * zip's directory at the end) and streams it to the scanner and to the store.
 */
export interface SpooledUpload {
  /** The name the sender gave (for display only). */
  fileName: string;
  size: number;
  /** Up to `length` bytes from `position` (fewer at the end). */
  read(position: number, length: number): Promise<Uint8Array>;
  /** The whole file, from its first byte. */
  open(): Readable;
}

/**
 * Where private documents' bytes live (implemented by the server): a directory of their own, a table
 * of their own, or the bucket's private prefix; never where /media reads. Named by the document's id.
 */
export interface DocumentStorage {
  /** Writes the stream's bytes under the name (size known beforehand, for a bucket). */
  put(name: string, body: Readable, size: number): Promise<void>;
  get(name: string): Promise<StoredFile | null>;
  /** Removes the files; names that are not there are no error. */
  delete(names: readonly string[]): Promise<void>;
}

/** What a malware scanner said of a file. */
export type ScanVerdict = { infected: false } | { infected: true; finding: string };

/** A malware scanner (clamd over INSTREAM when CLAMAV_URL is set). A failure to reach it throws. */
export interface MalwareScanner {
  scan(body: Readable): Promise<ScanVerdict>;
}

/** What procedures know of the private store. */
export interface DocumentLibrary {
  storage: DocumentStorage;
  /** Null when no scanner is configured: documents are kept as "not scanned". */
  scanner: MalwareScanner | null;
  /** Uploads over this many bytes are refused (413). */
  maxBytes: number;
}

/** Until the server gives one: every upload is refused as the server's own failing. */
export const NO_DOCUMENT_LIBRARY: DocumentLibrary = {
  storage: {
    put: () => Promise.reject(new Error("No document storage is configured.")),
    get: async () => null,
    delete: async () => {},
  },
  scanner: null,
  maxBytes: 0,
};

/** Bytes already in memory as an upload (the demo's generated PDFs, tests). */
export const uploadOfBytes = (bytes: Uint8Array, fileName: string): SpooledUpload => ({
  fileName,
  size: bytes.length,
  read: async (position, length) => bytes.subarray(position, position + length),
  open: () => Readable.from([Buffer.from(bytes)]),
});

/** Whether the value is a spooled upload (the REST adapter's, for a document endpoint). */
export const isSpooledUpload = (value: unknown): value is SpooledUpload =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SpooledUpload).read === "function" &&
  typeof (value as SpooledUpload).open === "function" &&
  typeof (value as SpooledUpload).size === "number";
