import { hash } from "node:crypto";
import negotiate from "@fastify/accept-negotiator";

/** The encodings answers are compressed in, in the order the server prefers them (as @fastify/compress). */
export const ANSWER_ENCODINGS = ["br", "gzip"] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number] | "identity";

/** The encoding a request gets: the one it prefers of ours, or none. */
export function negotiatedEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  const encoding = negotiate(acceptEncoding ?? "", [...ANSWER_ENCODINGS]);
  return encoding === "br" || encoding === "gzip" ? encoding : "identity";
}

/**
 * A strong ETag for an answer's uncompressed bytes: `"<hash>"`. SHA-1 in one call: a tag names a
 * body, it guards nothing (and it is computed on every public read, so it is kept cheap).
 */
export function entityTag(bytes: Buffer | string): string {
  return `"${hash("sha1", bytes, "base64url")}"`;
}

/**
 * The ETag of one encoding of an answer (RFC 9110, 8.8.3: the br, gzip and identity bodies are
 * different representations, so each has a strong tag of its own).
 */
export function encodedEntityTag(etag: string, encoding: AnswerEncoding): string {
  return encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** Whether an If-None-Match header names this ETag (a list, or *). */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === etag || value === "*";
  });
}
