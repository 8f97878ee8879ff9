import type { DocumentKind, DocumentPurpose, DocumentScanStatus } from "@staffing/shared";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./users";

/** Binary data as PostgreSQL keeps it: postgres.js reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

// A private document (a whitepaper staff attach, a candidate's résumé): what it is, by its bytes,
// and what the malware scanner said. Its bytes live in the private store (a directory of their own,
// `document_chunks`, or the bucket's `private/` prefix), never under /media.
export const documents = pgTable(
  "documents",
  {
    id: id(),
    purpose: text("purpose").$type<DocumentPurpose>().notNull(),
    /** The sender's file name, cleaned, for display and the download's name only. */
    displayName: text("display_name").notNull(),
    kind: text("kind").$type<DocumentKind>().notNull(),
    size: integer("size").notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text("sha256").notNull(),
    scanStatus: text("scan_status").$type<DocumentScanStatus>().notNull(),
    /** The scanner's name for what it found (an infected file only). */
    scanFinding: text("scan_finding"),
    scannedAt: timestamp("scanned_at", { withTimezone: true }),
    /** Whether the store holds its bytes: an infected file's are never kept. */
    stored: boolean("stored").notNull().default(true),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("documents_purpose_idx").on(t.purpose, t.createdAt.desc())],
);

// The private store's bytes on PostgreSQL without a bucket, a slice per row: written and read a
// slice at a time, so neither an upload nor a download holds a whole file.
export const documentChunks = pgTable(
  "document_chunks",
  {
    /** The document's id (the store's own name for it; no foreign key, as a bucket has none). */
    name: text("name").notNull(),
    position: integer("position").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.position] })],
);
