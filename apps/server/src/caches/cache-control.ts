/**
 * Who may keep an answer, written once: every answer the server sends is one of these two, or an
 * asset's own (immutable files under /assets, /media).
 */

/** How long a shared cache (Varnish, a CDN) keeps a public answer when no purge comes first. */
export const SHARED_CACHE_SECONDS_DEFAULT = 300;
/** A shared cache may answer an expired copy this long while it fetches the new one. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;
/** A shared cache may answer an expired copy this long while the origin fails or is down. */
export const STALE_IF_ERROR_SECONDS = 86_400;

/** For one visitor only: never stored by a browser's cache or any cache between. */
export const PER_VISITOR = "private, no-store";

/**
 * Why an answer is PER_VISITOR: the one list of answers that hold something of one visitor, so no
 * shared cache may hand them to the next one.
 */
export const PER_VISITOR_REASONS = {
  formOutcome: "a form's outcome (the 303 back to a page with what the visitor sent)",
  preview: "a draft's preview or the panel's live preview: unpublished content",
  search: "a search's results: the visitor's own words, and nothing a crawler should index",
  admin: "the admin panel, /api/admin, /trpc and /auth/v1: names, e-mails, messages, tokens",
  newsletterLanding: "a newsletter or job-alert link's landing page: what following one visitor's link did",
  visitStart: "a page that follows a campaign's landing page: its inquiry form holds where this visit began",
} as const;

export type PerVisitorReason = keyof typeof PER_VISITOR_REASONS;

/**
 * The public answer's Cache-Control: browsers ask again each time (max-age=0, answered 304 by the
 * ETag), a shared cache keeps it `s-maxage` seconds, and never past the next scheduled change
 * (`secondsToNextChange`), so an edge that gets no purge is right too.
 */
export function publicCacheControl(sharedSeconds: number, secondsToNextChange: number | null): string {
  const seconds =
    secondsToNextChange === null
      ? sharedSeconds
      : Math.max(0, Math.min(sharedSeconds, Math.floor(secondsToNextChange)));
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}
