import type { DocumentDownload } from "@staffing/api";
import type { FastifyReply } from "fastify";

// What a stored document is sent with: always a download, never a page. `nosniff` stops a browser
// from guessing HTML out of the bytes, and the policy runs nothing should it render them anyway.
export const DOCUMENT_RESPONSE_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox",
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  "cross-origin-resource-policy": "same-origin",
} as const;

/**
 * `attachment` with the name in both forms: a plain ASCII fallback and RFC 5987's UTF-8 `filename*`,
 * so "Résumé – Zoë.pdf" reaches the disk as it was named and nothing can break out of the header.
 */
export function contentDisposition(displayName: string): string {
  const fallback =
    displayName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_")
      .trim() || "document";
  const encoded = encodeURIComponent(displayName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a document (checked by the service: allowed, scanned, not infected) as an attachment. */
export function sendDocument(reply: FastifyReply, { document, file }: DocumentDownload) {
  return (
    reply
      .status(200)
      .headers(DOCUMENT_RESPONSE_HEADERS)
      // Never the bytes' own type: no browser shows it inline, whatever it makes of the name.
      .header("content-type", "application/octet-stream")
      .header("content-disposition", contentDisposition(document.displayName))
      .header("content-length", document.size)
      .send(file.body)
  );
}
