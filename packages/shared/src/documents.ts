// Private documents (issues 29 and 30): a whitepaper staff attach, a candidate's résumé. Their type is
// decided by their bytes, they are stored out of /media, scanned when a scanner is configured, and
// handed only as attachments.

/** The kinds the private store takes, recognised by their bytes (apps' file-kind detection). */
export const DOCUMENT_KINDS = {
  pdf: { mimeType: "application/pdf", extension: "pdf", label: "PDF" },
  docx: {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    label: "Word (DOCX)",
  },
  odt: { mimeType: "application/vnd.oasis.opendocument.text", extension: "odt", label: "OpenDocument text" },
  rtf: { mimeType: "application/rtf", extension: "rtf", label: "RTF" },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as DocumentKind[];

/** The largest document taken (issue 30: a résumé of up to 5 MB). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What the scanner said. `pending`: a scanner is configured but could not be reached yet (scanned
 * again before anyone downloads it); `not_scanned`: no scanner is configured (CLAMAV_URL unset).
 */
export const DOCUMENT_SCAN_STATUSES = ["clean", "infected", "pending", "not_scanned"] as const;
export type DocumentScanStatus = (typeof DOCUMENT_SCAN_STATUSES)[number];

/** Why a document is kept: who may read it follows from it. */
export const DOCUMENT_PURPOSES = ["whitepaper", "resume"] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];

const DISPLAY_NAME_MAX = 120;

/**
 * The name a document is shown and downloaded under: the sender's file name without any folder,
 * control or direction-changing characters, ending in the extension of what its bytes are (a PDF
 * sent as `cv.exe` is `cv.pdf`). Never used as a path: the store names files by their id.
 */
export function documentDisplayName(given: string | undefined, kind: DocumentKind): string {
  const base = (given ?? "").split(/[/\\]/).at(-1) ?? "";
  const cleaned = base
    // C0/C1 controls and the bidirectional overrides that make `fdp.exe` read as `exe.pdf`.
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const stem = cleaned
    .replace(/\.[^.]*$/, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, DISPLAY_NAME_MAX);
  return `${stem || "document"}.${DOCUMENT_KINDS[kind].extension}`;
}
