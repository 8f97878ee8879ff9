import type { IncomingMessage } from "node:http";
import { VISIT_FIELDS, type VisitStart, visitStartOfRequest } from "@staffing/shared";

// Issue 29: the visit's start for a visitor without JavaScript, with no cookie and nothing that tells
// one visitor from another. Cached pages are the same bytes for everyone, so nothing of a visit can
// be baked into them; but a page asked for from a campaign's landing page (its Referer is a page of
// this site whose address carries utm_* values, which the site's own links never do) tells both the
// landing page and the campaign. That one page is answered for this visitor alone
// (PER_VISITOR_REASONS.visitStart): the cached page with the inquiry form's hidden fields filled in,
// so a form sent from it, or carried on by the islands' loader, says where the visit began. Deeper in
// the visit the Referer is an ordinary page and nothing is guessed. (With JavaScript, the loader
// fills the same fields from the tab's sessionStorage on every page.)

/** Cheap first look, before anything is parsed: only a Referer with a utm_ parameter can tell a start. */
export const mayTellVisitStart = (request: IncomingMessage): boolean =>
  request.headers.referer?.includes("utm_") === true;

/** The visit's start this request tells (see visitStartOfRequest), or null. */
export function visitStartOf(request: IncomingMessage, siteHost: string): VisitStart | null {
  if (!mayTellVisitStart(request)) return null;
  let referer: URL;
  let page: URL;
  try {
    referer = new URL(request.headers.referer ?? "");
    page = new URL(request.url ?? "/", "http://site.invalid");
  } catch {
    return null;
  }
  if (referer.host !== request.headers.host && referer.host !== siteHost) return null;
  return visitStartOfRequest(page, referer);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page's HTML with each inquiry form's visit fields holding this visit's start. */
export function withVisitFields(html: string, visit: VisitStart): string {
  let filled = html;
  for (const name of VISIT_FIELDS) {
    const value = visit[name];
    if (value)
      filled = filled.replaceAll(
        `name="${name}" value=""`,
        `name="${name}" value="${escapeAttribute(value)}"`,
      );
  }
  return filled;
}
