import { DOCUMENT_MAX_BYTES } from "../documents";

// What the private document store answers people, written once for the API, the panel and tests.

const megabytes = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));

export const DOCUMENT_MESSAGES = {
  /** 415: the bytes are none of the kinds taken, whatever the name or the browser said. */
  unsupportedKind: "This file is not a PDF, Word (DOCX), OpenDocument text (ODT) or RTF document.",
  notMultipart: "Send the document as multipart/form-data, in the field 'file'.",
  missingFile: "Choose a file to upload.",
  tooLarge: `The file is too large: at most ${megabytes} MB.`,
  empty: "The file is empty.",
  /** The scanner found something: nothing was kept but the mark. */
  infected: "The file could not be accepted: the malware scanner flagged it. It was not stored.",
  notFound: "There is no such document.",
  /** Staff asked for a file the scanner flagged, or could not scan yet. */
  downloadInfected: "This file was flagged by the malware scanner and cannot be downloaded.",
  downloadPending: "This file has not been scanned for malware yet. Try again in a few minutes.",
  notAPdf: "A whitepaper must be a PDF.",
} as const;

/** How the panel names a document's scan state. */
export const DOCUMENT_SCAN_LABELS = {
  clean: "Scanned: no malware found",
  infected: "Flagged by the malware scanner",
  pending: "Waiting for the malware scanner",
  not_scanned: "Not scanned (no malware scanner is configured)",
} as const;
