import { z } from "zod";
import { REDIRECT_STATUS_CODES } from "../constants";
import { VALIDATION_MESSAGES } from "../messages";
import { entityId } from "./fields";

// The parts of the site that never answer with a page: a redirect there would take them over.
export const REDIRECT_RESERVED_PREFIXES = [
  "/api",
  "/trpc",
  "/auth",
  "/assets",
  "/media",
  "/admin",
  "/healthz",
  "/readyz",
  "/metrics",
  "/robots.txt",
  "/sitemap.xml",
  "/rss.xml",
] as const;

/** A path as a redirect matches it: one trailing slash dropped, so /old/ and /old are one address. */
export const normalizeRedirectPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

const fromPath = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.redirectFromRequired)
  .max(500)
  .regex(/^\/[^\s?#]*$/, VALIDATION_MESSAGES.redirectFromPath)
  .transform(normalizeRedirectPath)
  .refine(
    (path) => !REDIRECT_RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    VALIDATION_MESSAGES.redirectFromReserved,
  );

const toUrl = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.redirectToRequired)
  .max(2000)
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/i, VALIDATION_MESSAGES.redirectToInvalid)
  .transform((url) => (url.startsWith("/") ? normalizeRedirectPath(url) : url));

export const redirectInput = z
  .object({
    fromPath,
    toUrl,
    statusCode: z.literal(REDIRECT_STATUS_CODES, VALIDATION_MESSAGES.redirectStatus).default(301),
  })
  .refine((redirect) => redirect.fromPath !== redirect.toUrl, {
    path: ["toUrl"],
    message: VALIDATION_MESSAGES.redirectToSelf,
  });
export type RedirectInput = z.input<typeof redirectInput>;

export const redirectUpdate = z.intersection(z.object({ id: entityId }), redirectInput);
