import { z } from "zod";
import { isSiteOwnedPath } from "../app-routes";
import { REDIRECT_STATUS_CODES } from "../constants";
import { VALIDATION_MESSAGES } from "../messages";
import { entityId } from "./fields";

/** An address as requests are matched: decoded, or as sent when its escapes are malformed (`%E0`). */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A path as a redirect matches it: trailing slashes dropped, so /old/ and /old are one address. */
export const normalizeRedirectPath = (path: string) => path.replace(/(?<=.)\/+$/, "");

// A Location header takes printable ASCII only: a control character would fail it (a 500), and
// spaces are never part of an address.
const UNWRITABLE = /[\s\p{Cc}]/u;
// Any origin would do: it only tells a path on this site from one that names a host (//host/x).
const SITE = "https://site.invalid";

/**
 * A redirect's target as a Location header carries it: a path on this site, or an absolute http(s)
 * address, both as the WHATWG URL parser writes them (non-ASCII percent-encoded, a host in punycode).
 * A path that names another host (`//host/x`, `/\host/x`) stays one, scheme-relative. Null when the
 * value is none of these or holds a space or a control character. Applying it twice changes nothing.
 */
export function redirectTarget(value: string): string | null {
  if (UNWRITABLE.test(value)) return null;
  const absolute = !value.startsWith("/");
  if (absolute && !/^https?:/i.test(value)) return null;
  let url: URL;
  try {
    url = absolute ? new URL(value) : new URL(value, SITE);
  } catch {
    return null;
  }
  if (absolute) return url.host ? url.href : null;
  if (url.origin !== SITE) return url.href.slice(url.protocol.length);
  // "/.//x" resolves to the path "//x", which a browser would take for a host.
  return `${normalizeRedirectPath(url.pathname.replace(/^\/+/, "/"))}${url.search}${url.hash}`;
}

/** Whether a target (as `redirectTarget` writes it) sends the visitor to another host. */
export const isOffSiteTarget = (target: string) => !target.startsWith("/") || target.startsWith("//");

/**
 * The old address a target on this site would match, as requests are matched (decoded, without
 * the query or fragment); null for a target on another host.
 */
export function redirectTargetPath(target: string): string | null {
  if (isOffSiteTarget(target)) return null;
  const path = target.replace(/[?#].*$/s, "");
  try {
    return normalizeRedirectPath(decodeURIComponent(path));
  } catch {
    return path;
  }
}

const fromPath = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.redirectFromRequired)
  .max(500)
  .regex(/^\/[^\s?#\p{Cc}]*$/u, VALIDATION_MESSAGES.redirectFromPath)
  .transform(normalizeRedirectPath)
  .refine((path) => !isSiteOwnedPath(path), VALIDATION_MESSAGES.redirectFromReserved);

const toUrl = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.redirectToRequired)
  .max(2000)
  .refine((value) => !UNWRITABLE.test(value), {
    message: VALIDATION_MESSAGES.redirectToCharacters,
    abort: true,
  })
  .refine((value) => redirectTarget(value) !== null, VALIDATION_MESSAGES.redirectToInvalid)
  .transform((value) => redirectTarget(value) ?? value);

export const redirectInput = z
  .object({
    fromPath,
    toUrl,
    statusCode: z.literal(REDIRECT_STATUS_CODES, VALIDATION_MESSAGES.redirectStatus).default(301),
  })
  .refine((redirect) => redirectTargetPath(redirect.toUrl) !== redirect.fromPath, {
    path: ["toUrl"],
    message: VALIDATION_MESSAGES.redirectToSelf,
  });
export type RedirectInput = z.input<typeof redirectInput>;

export const redirectUpdate = z.intersection(z.object({ id: entityId }), redirectInput);
