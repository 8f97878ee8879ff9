import { addRedirectHits, compileRedirects, loadRedirectRules, type RedirectHop } from "@staffing/api";
import type { DatabaseHandle } from "@staffing/db";
import { decodedPath, isSiteOwnedPath, normalizeRedirectPath } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FrontDoor } from "../front-door";

const HIT_FLUSH_MS = 5000;

/**
 * The path a redirect may match: decoded, trailing slashes dropped; null for the site's own paths
 * (whatever a rule stored before today's checks says, the home page stays the home page).
 */
function redirectablePath(url: string): { path: string; query: string } | null {
  const mark = url.indexOf("?");
  const raw = mark === -1 ? url : url.slice(0, mark);
  const path = normalizeRedirectPath(decodedPath(raw));
  if (isSiteOwnedPath(path) || isSiteOwnedPath(normalizeRedirectPath(raw))) return null;
  return { path, query: mark === -1 ? "" : url.slice(mark + 1) };
}

export interface RedirectOptions {
  database: DatabaseHandle;
  frontDoor?: FrontDoor;
}

/** A header value Node always writes: anything but printable ASCII percent-encoded (as UTF-8). */
const headerSafe = (value: string) =>
  value.replace(/[^\x21-\x7e]/gu, (character) =>
    Array.from(Buffer.from(character), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(
      "",
    ),
  );

/**
 * Redirects, answered before anything else on GET and HEAD of page paths, from memory: a request
 * costs no query. Every instance reloads the table when the database announces a change (and after a
 * reconnect, when one may have been missed), and after a change of its own before answering it.
 * Hits are counted in memory and added to the database every few seconds, never in the way of an
 * answer.
 */
export const redirectRoutes = fp(async (app: FastifyInstance, options: RedirectOptions) => {
  const { database } = options;
  let table = new Map<string, RedirectHop>();
  const reload = async () => {
    table = compileRedirects(await loadRedirectRules(database.db));
  };
  await reload();
  // An old address answers its redirect even while a page of that address is cached.
  options.frontDoor?.passWhen((url) => table.size > 0 && table.has(redirectablePath(url)?.path ?? ""));
  const reloadQuietly = () => {
    reload().catch((error: unknown) => app.log.warn({ err: error }, "could not reload the redirects"));
  };
  const unlisten = await database.listen("redirects", reloadQuietly, reloadQuietly);

  let hits = new Map<string, number>();
  const flush = async () => {
    if (hits.size === 0) return;
    const counted = hits;
    hits = new Map();
    try {
      await addRedirectHits(database.db, counted);
    } catch (error) {
      // Kept for the next try: the database may be back by then.
      for (const [id, count] of counted) hits.set(id, (hits.get(id) ?? 0) + count);
      app.log.warn({ err: error }, "could not record redirect hits");
    }
  };
  const flushing = setInterval(() => void flush(), HIT_FLUSH_MS);
  flushing.unref();

  app.addHook("onRequest", async (request, reply) => {
    if (table.size === 0 || (request.method !== "GET" && request.method !== "HEAD")) return;
    const target = redirectablePath(request.url);
    const hop = target && table.get(target.path);
    if (!hop || !target) return;
    hits.set(hop.id, (hits.get(hop.id) ?? 0) + 1);
    const keepsQuery = target.query && !hop.location.includes("?");
    return reply
      .header("cache-control", "no-cache")
      .redirect(headerSafe(keepsQuery ? `${hop.location}?${target.query}` : hop.location), hop.statusCode);
  });

  // Redirects change only with a staff member's token (a renamed page or post makes one too).
  app.addHook("onSend", async (request) => {
    if (request.method !== "GET" && request.headers.authorization) await reload().catch(() => {});
  });

  app.addHook("onClose", async () => {
    clearInterval(flushing);
    await unlisten();
    await flush();
  });
});
