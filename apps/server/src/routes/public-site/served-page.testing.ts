import type { TestServer } from "../../testing";

// How the public site's tests read a page: what a crawler, a link preview or a visitor without
// JavaScript gets from the server.

/** A page as the server answers a GET for it. */
export async function servedPage(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ url, headers });
  return {
    status: response.statusCode,
    html: response.body,
    headers: response.headers,
    raw: response.rawPayload,
  };
}

/** A document's text without its elements, as a crawler or a screen reader reads it. */
export const textOf = (html: string) =>
  html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The document's JSON-LD blocks (structured data), parsed. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "{}"),
  );
