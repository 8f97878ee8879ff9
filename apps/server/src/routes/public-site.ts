import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import negotiate from "@fastify/accept-negotiator";
import etag from "@fastify/etag";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import { type AppRouter, appRouter, type Context } from "@staffing/api";
import type { ContentVersion } from "@staffing/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { NONCE_SLOT, PageTemplate } from "./page-template";
import type { RequestContextFactory } from "./trpc";

interface RenderOptions {
  request: Request;
  appRouter: AppRouter;
  context: Context;
  scriptNonce: string;
  styleNonce: string;
  entryScript: string;
  siteUrl: string;
}
type RenderPage = (options: RenderOptions) => Promise<Response>;

/** The built web app: hashed client assets, the manifest naming them, and the page renderer. */
export async function loadWebBuild(): Promise<WebBuild> {
  const root = path.dirname(createRequire(import.meta.url).resolve("@staffing/web/package.json"));
  const clientDir = path.join(root, "dist/client");
  let manifest: Record<string, { file: string; isEntry?: boolean }>;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"));
  } catch {
    throw new Error("The web app is not built: run `pnpm build` first.");
  }
  const entry = manifest["src/entry-client.tsx"];
  if (!entry) throw new Error("The web build has no client entry.");
  const server = (await import(pathToFileURL(path.join(root, "dist/server/entry-server.js")).href)) as {
    renderPage: RenderPage;
  };
  return { clientDir, entryScript: `/${entry.file}`, renderPage: server.renderPage };
}

/** The web app as the server uses it: built (production) or served by Vite (development). */
export interface WebBuild {
  entryScript: string;
  renderPage: RenderPage;
  /** Where the hashed client assets are, for a build. */
  clientDir?: string;
  /** Vite's middleware, for development. */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  close?: () => Promise<void>;
}

// Two: while one render waits on the database, the other has the CPU.
const RENDERS_AT_ONCE = 2;

const ADMIN_PATH = /^\/admin(?:[/?#]|$)/;

// Paths that belong to the API: an unknown one there is a JSON 404, never a page.
const API_PREFIXES = ["/api/", "/trpc/", "/auth/", "/media/", "/assets/"];

interface CachedPage {
  contentVersion: number;
  status: number;
  headers: [string, string][];
  page: PageTemplate;
  etag: string;
}

/**
 * Every other GET is a page of the public site, rendered on the server. Rendered pages are cached
 * per address until the content version moves (any change to pages, posts or SEO settings, on any
 * instance), so a visitor never sees stale content and most visits cost no rendering.
 */
export async function publicSiteRoutes(
  app: FastifyInstance,
  options: {
    web: WebBuild;
    createContext: RequestContextFactory;
    siteUrl: string;
    contentVersion: ContentVersion;
  },
) {
  const { web, createContext, siteUrl, contentVersion } = options;
  const cache = new LRUCache<string, CachedPage>({
    max: 2000,
    maxSize: 100_000_000,
    sizeCalculation: (entry) => entry.page.size + 1,
  });
  // A page's ETag (computed once per render) turns a repeat visit into a 304. API answers go
  // without: their clients do not revalidate, and hashing each one would cost every call.
  await app.register(etag);
  if (web.middleware) {
    await app.register(middie);
    app.use(web.middleware);
  }
  if (web.close) app.addHook("onClose", web.close);
  if (web.clientDir) {
    await app.register(fastifyStatic, {
      root: path.join(web.clientDir, "assets"),
      prefix: "/assets/",
      decorateReply: false,
      index: false,
      // Names carry a content hash, so a file never changes under its name.
      immutable: true,
      maxAge: "365d",
    });
  }

  async function render(request: FastifyRequest, version: number): Promise<CachedPage> {
    const response = await web.renderPage({
      request: toFetchRequest(request, siteUrl),
      appRouter,
      context: await createContext({ ip: request.ip }),
      scriptNonce: NONCE_SLOT.script,
      styleNonce: NONCE_SLOT.style,
      entryScript: web.entryScript,
      siteUrl,
    });
    const html = await response.text();
    return {
      contentVersion: version,
      status: response.status,
      headers: [...response.headers],
      page: PageTemplate.fromHtml(html),
      etag: pageEtag(html),
    };
  }

  // Renders take their turn, at most RENDERS_AT_ONCE at a time, in the order they came: under a burst
  // (every page is new after a content change) each visitor waits for the ones before them instead
  // of all of them sharing the CPU until the last finishes, which kept the slowest answers at twice
  // the median; and as many visitors asking for the same new page share its one render.
  const renderTurn = pLimit(RENDERS_AT_ONCE);
  const rendering = new Map<string, Promise<CachedPage>>();
  function renderOnce(request: FastifyRequest, version: number): Promise<CachedPage> {
    const key = `${version} ${request.url}`;
    let page = rendering.get(key);
    if (!page) {
      page = renderTurn(() => render(request, version))
        .then((entry) => {
          cache.set(request.url, entry);
          return entry;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, page);
    }
    return page;
  }

  app.get(
    "/*",
    {
      // A 304 keeps the page the browser has, with the nonces of its own Content-Security-Policy;
      // a new policy here would disown them.
      onSend: async (_request, reply) => {
        // (Helmet writes it on the raw response.)
        if (reply.statusCode === 304) reply.raw.removeHeader("content-security-policy");
      },
    },
    async (request, reply) => {
      if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
      const version = contentVersion.current();
      let entry = cache.get(request.url);
      if (entry?.contentVersion !== version) entry = await renderOnce(request, version);
      reply.status(entry.status);
      for (const [name, value] of entry.headers) reply.header(name, value);
      reply.header("etag", entry.etag);
      // The admin panel is nobody's search result, whatever a crawler makes of robots.txt.
      if (ADMIN_PATH.test(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
      // Every browser takes gzip: the cached page's gzip form only needs this request's nonces.
      reply.header("vary", "accept-encoding");
      if (negotiate(request.headers["accept-encoding"] ?? "", ["gzip"]) === "gzip") {
        return reply.header("content-encoding", "gzip").send(entry.page.gzip(reply.cspNonce));
      }
      return reply.send(entry.page.fill(reply.cspNonce));
    },
  );
}

/**
 * The ETag of a page's content: without its per-request nonces (still slots here) and without the
 * render times the router and query cache stamp into their hydration data, so an unchanged page
 * matches and a repeat visit gets a 304.
 */
function pageEtag(page: string): string {
  const content = page.replace(/\b(u|dehydratedAt|dataUpdatedAt):\d{13}\b/g, "$1:0");
  return `W/"${createHash("sha1").update(content).digest("base64url")}"`;
}

function toFetchRequest(request: FastifyRequest, siteUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(new URL(request.url, siteUrl), { method: "GET", headers });
}
