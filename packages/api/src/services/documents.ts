import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, documents } from "@staffing/db";
import {
  type Capability,
  can,
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  type DocumentKind,
  type DocumentPurpose,
  documentDisplayName,
} from "@staffing/shared";
import { eq, inArray } from "drizzle-orm";
import type { StoredFile } from "../media-storage";
import type { DocumentLibrary, SpooledUpload } from "../private-documents";
import { documentKindOf } from "./document-kinds";
import { DomainError } from "./errors";

export type DocumentRow = typeof documents.$inferSelect;

/** Who may download a document, by why it is kept. */
const DOCUMENT_READERS: Record<DocumentPurpose, Capability> = {
  whitepaper: "content:read",
  // Candidates' files: those who handle applications.
  resume: "applications:manage",
};

/** A document as the API shows it (never its bytes or where they are). */
export function documentView(row: DocumentRow) {
  return {
    id: row.id,
    purpose: row.purpose,
    displayName: row.displayName,
    kind: row.kind,
    mimeType: DOCUMENT_KINDS[row.kind].mimeType,
    size: row.size,
    scanStatus: row.scanStatus,
    scanFinding: row.scanFinding,
    scannedAt: row.scannedAt,
    createdAt: row.createdAt,
  };
}
export type DocumentView = ReturnType<typeof documentView>;

async function sha256Of(upload: SpooledUpload): Promise<string> {
  const hash = createHash("sha256");
  for await (const piece of upload.open()) hash.update(piece as Uint8Array);
  return hash.digest("hex");
}

/**
 * Takes an upload into the private store: refused when empty (400), too large (413) or not one of
 * `kinds` by its bytes (415); scanned when a scanner is configured. An infected file is not stored:
 * its row is kept, marked, for the record, and the sender is refused (422). A scanner that cannot be
 * reached leaves the document `pending`: it is scanned again before anyone may download it.
 */
export async function receiveDocument(
  db: Database,
  library: DocumentLibrary,
  upload: SpooledUpload,
  options: {
    purpose: DocumentPurpose;
    uploadedBy: AuthenticatedUser | null;
    kinds?: readonly DocumentKind[];
  },
): Promise<DocumentView> {
  if (upload.size === 0) throw new DomainError("bad_request", DOCUMENT_MESSAGES.empty);
  if (upload.size > library.maxBytes) throw new DomainError("payload_too_large", DOCUMENT_MESSAGES.tooLarge);
  const kind = await documentKindOf(upload.size, (position, length) => upload.read(position, length));
  if (!kind) throw new DomainError("unsupported_media_type", DOCUMENT_MESSAGES.unsupportedKind);
  if (options.kinds && !options.kinds.includes(kind)) {
    const only = options.kinds.length === 1 && options.kinds[0] === "pdf";
    throw new DomainError(
      "unsupported_media_type",
      only ? DOCUMENT_MESSAGES.notAPdf : DOCUMENT_MESSAGES.unsupportedKind,
    );
  }
  const sha256 = await sha256Of(upload);
  const scan = await scanUpload(library, () => upload.open());
  const id = randomUUID();
  const values = {
    id,
    purpose: options.purpose,
    displayName: documentDisplayName(upload.fileName, kind),
    kind,
    size: upload.size,
    sha256,
    ...scan,
    uploadedBy: options.uploadedBy?.id ?? null,
  };
  if (scan.scanStatus === "infected") {
    await db.insert(documents).values({ ...values, stored: false });
    throw new DomainError("unprocessable", DOCUMENT_MESSAGES.infected);
  }
  // The bytes first: a row never names a file that is not there.
  await library.storage.put(id, upload.open(), upload.size);
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error("The document was not recorded.");
  return documentView(row);
}

type ScanOutcome = Pick<DocumentRow, "scanStatus" | "scanFinding" | "scannedAt">;

async function scanUpload(library: DocumentLibrary, open: () => Readable): Promise<ScanOutcome> {
  if (!library.scanner) return { scanStatus: "not_scanned", scanFinding: null, scannedAt: null };
  try {
    const verdict = await library.scanner.scan(open());
    return verdict.infected
      ? { scanStatus: "infected", scanFinding: verdict.finding, scannedAt: new Date() }
      : { scanStatus: "clean", scanFinding: null, scannedAt: new Date() };
  } catch {
    return { scanStatus: "pending", scanFinding: null, scannedAt: null };
  }
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

/**
 * A document someone may read: staff by their role and its purpose; "link", a signed link mailed to
 * whoever asked for a whitepaper, a whitepaper only (whatever id a card names, never a résumé).
 * Anyone else learns nothing of it, not even that it is there.
 */
export async function readableDocument(
  db: Database,
  id: string,
  reader: AuthenticatedUser | "link",
): Promise<DocumentRow> {
  const row = await findDocument(db, id);
  const allowed =
    reader === "link"
      ? row?.purpose === "whitepaper"
      : row && can(reader.role, DOCUMENT_READERS[row.purpose]);
  if (!row || !allowed) throw new DomainError("not_found", DOCUMENT_MESSAGES.notFound);
  return row;
}

/**
 * What a download procedure answers as its callers' types see it: the document, never its bytes'
 * stream (the REST adapter sends those itself, rest.ts `document-download`), so no client's types
 * need Node's.
 */
export interface DocumentAttachment {
  document: DocumentView;
}

/** A document with its bytes, ready to be sent as an attachment. */
export interface DocumentDownload extends DocumentAttachment {
  file: StoredFile;
}

/**
 * A stored document for someone allowed to read its kind: never an infected one, and never one the
 * configured scanner has not passed (one left `pending` is scanned now, from the store).
 */
export async function documentDownload(
  db: Database,
  library: DocumentLibrary,
  id: string,
  reader: AuthenticatedUser | "link",
): Promise<DocumentDownload> {
  const row = await readableDocument(db, id, reader);
  let current = row;
  if (current.scanStatus === "pending" && library.scanner) current = await rescan(db, library, current);
  if (current.scanStatus === "infected" || !current.stored)
    throw new DomainError("conflict", DOCUMENT_MESSAGES.downloadInfected);
  if (current.scanStatus === "pending") throw new DomainError("conflict", DOCUMENT_MESSAGES.downloadPending);
  const file = await library.storage.get(current.id);
  if (!file) throw new DomainError("not_found", DOCUMENT_MESSAGES.notFound);
  return { document: documentView(current), file };
}

/** Scans a stored document again; an infected one's bytes leave the store. */
export async function rescan(db: Database, library: DocumentLibrary, row: DocumentRow): Promise<DocumentRow> {
  const stored = await library.storage.get(row.id);
  if (!stored) return row;
  const scan = await scanUpload(library, () => stored.body);
  if (scan.scanStatus === "pending") {
    stored.body.destroy();
    return row;
  }
  const infected = scan.scanStatus === "infected";
  if (infected) await library.storage.delete([row.id]);
  const [updated] = await db
    .update(documents)
    .set({ ...scan, ...(infected ? { stored: false } : {}) })
    .where(eq(documents.id, row.id))
    .returning();
  return updated ?? row;
}

/** Deletes documents and their bytes (retention, erasure, a replaced attachment). */
export async function deleteDocuments(db: Database, library: DocumentLibrary, ids: readonly string[]) {
  if (ids.length === 0) return;
  await library.storage.delete(ids);
  await db.delete(documents).where(inArray(documents.id, [...ids]));
}
