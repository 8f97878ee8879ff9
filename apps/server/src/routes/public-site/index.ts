import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { createCaller } from "@staffing/api";
import type { ContentVersion } from "@staffing/db";
import type { FormOutcome, SubscriptionLanding } from "@staffing/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PER_VISITOR } from "../../caches/cache-control";
import type { EdgePolicy } from "../../caches/edge-policy";
import { encodedEntityTag, matchesEntityTag, negotiatedEncoding } from "../../caches/entity-tags";
import { pageKeys, surrogateKeyHeaders } from "../../caches/surrogate-keys";
import type { FrontDoor } from "../../front-door";
import { scrubSecrets } from "../../log-redaction";
import type { SiteMetrics } from "../../metrics/site-metrics";
import { API_PATHS, isDatabaseUnavailable, type NotFoundScreen } from "../../plugins/error-handling";
import { STRICT_TRANSPORT_SECURITY } from "../../plugins/security";
import { jobAlertPageRoutes } from "../job-alert-pages";
import { newsletterPageRoutes } from "../newsletter-pages";
import type { RequestContextFactory } from "../trpc";
import { applicationFormRoute } from "./application-form";
import { clearOutcomeCookie, OUTCOME_COOKIE, publicFormRoutes, readOutcome } from "./forms";
import {
  type CachedPage,
  cachedPage,
  compress,
  hashSource,
  PageCache,
  type RenderedPage,
  RenderQueue,
  RenderQueueFull,
  renderedPage,
} from "./page-cache";
import { mayTellVisitStart, visitStartOf, withVisitFields } from "./visit-start";
import type { WebBuild } from "./web-build";

export { type LivePreviewRenderer, livePreviewRenderer } from "./live-preview";
export { loadWebBuild, type WebBuild } from "./web-build";

export interface PublicSiteOptions {
  web: WebBuild;
  createContext: RequestContextFactory;
  siteUrl: string;
  contentVersion: ContentVersion;
  /** A page's Content-Security-Policy from the hash sources of its inline scripts and styles. */
  pagePolicy(sources: { scripts: string[]; styles: string[] }): string;
  /** Where the app's not-found handler finds the site's not-found screen. */
  notFound: NotFoundScreen;
  /** False renders every page for every request, each its own render (PAGE_CACHE=off). */
  pageCache?: boolean;
  metrics?: Pick<SiteMetrics, "pageCache" | "sampleRenderQueue" | "request">;
  /** Where cached pages are answered before Fastify sees the request, and how to tell https. */
  frontDoor?: FrontDoor;
  isHttps?: (request: IncomingMessage) => boolean;
  /** The public pages' Cache-Control now (caches/edge-policy.ts). */
  edge: EdgePolicy;
}

// Two at a time: while one render waits on the database, the other has the CPU.
const RENDERS_AT_ONCE = 2;
// Past this many waiting, a visitor gets the last good copy or a 503 at once, not a long wait.
const RENDER_QUEUE_CAPACITY = 64;
const RETRY_AFTER_SECONDS = "5";

// Paths of files: an unknown one is a JSON 404 for a script or an image, the not-found screen for a
// person (the app's not-found handler decides).
const FILE_PATHS = /^\/(?:media|assets)(?:[/?#]|$)/;
// A dot segment (`..`, `%2e%2e`) names no address of ours: a browser resolves them before it asks,
// so only a hand-made request carries one.
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:\/|$)/i;
// The site's not-found screen is the page at an address no page can take (APP_ROUTE_PREFIXES),
// rendered and cached like any other.
const NOT_FOUND_ADDRESS = "/assets";
// The home page's slug as an address: it answers with the home page's own, /.
const HOME_PAGE_ALIAS = "/home";
// The log levels at which the request log's info lines are written.
const WRITES_INFO_LINES = new Set(["trace", "debug", "info"]);
// Pages that are one visitor's own: a draft's preview.
const PRIVATE_PAGES = /^\/preview\//;

/**
 * The public site: every other GET is a page, rendered on the server as a complete document and
 * cached per canonical address until the content version moves (any change to pages, posts or SEO
 * settings, on any instance). A cached page is the same bytes for everyone, compressed once, with a
 * strong ETag. The admin panel's document is served for every path under /admin.
 */
export async function publicSiteRoutes(app: FastifyInstance, options: PublicSiteOptions) {
  const { web, createContext, siteUrl, contentVersion } = options;
  const siteHost = new URL(siteUrl).host;
  const cache = new PageCache();
  const queue = new RenderQueue(RENDERS_AT_ONCE, RENDER_QUEUE_CAPACITY);
  let privateRenders = 0;
  options.metrics?.sampleRenderQueue(() => queue.waiting);

  if (web.middleware) {
    // Development only (pnpm dev): middie is a development dependency, absent from the image.
    const { default: middie } = await import("@fastify/middie");
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
  await app.register(publicFormRoutes, { createContext, siteUrl });
  await app.register(applicationFormRoute, { createContext, siteUrl });
  await app.register(newsletterPageRoutes, { createContext, renderLanding });
  await app.register(jobAlertPageRoutes, { createContext, renderLanding });

  /**
   * Renders one page; a page only this visitor sees (a form's outcome, a preview, a newsletter
   * link's landing page) is not cached.
   */
  async function render(
    address: string,
    version: number,
    outcome: FormOutcome | null,
    subscriptionLanding: SubscriptionLanding | null = null,
  ): Promise<RenderedPage> {
    options.metrics?.pageCache.rendered();
    const context = await createContext({ ip: "127.0.0.1" });
    const page = await web.renderPage({
      address,
      api: createCaller(context),
      siteUrl,
      assets: web.assets,
      outcome,
      subscriptionLanding,
    });
    if (page.failure && isDatabaseUnavailable(page.failure)) throw page.failure;
    const csp = options.pagePolicy({
      scripts: page.inline.scripts.map(hashSource),
      styles: page.inline.styles.map(hashSource),
    });
    const rendered = renderedPage(page.html, page.status, csp, version, pageKeys(address, page.html));
    return page.failure === undefined ? rendered : { ...rendered, failure: page.failure };
  }

  // A cached page goes out as soon as the request is read, skipping the stages it does not need
  // (body parsing, validation, the handler): at thousands of pages a second they cost more than
  // sending the page. Only an address already in canonical form is looked up here, and only a page
  // found (200) that no form outcome replaces; everything else takes the handler below.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const cached = cache.get(request.url);
    if (cached?.status !== 200 || cached.version !== contentVersion.current()) return;
    if (request.headers.cookie?.includes(OUTCOME_COOKIE) || mayTellVisitStart(request.raw)) return;
    options.metrics?.pageCache.hit();
    return sendPage(request, reply, options.edge, cached, true);
  });

  // Faster still, on a real connection: the front door answers a cached page with the headers
  // Fastify gave it the last time (its own, the security plugin's), before Fastify sees the request.
  // A request with an Origin (CORS answers differ by it) or a form's outcome is Fastify's.
  const isHttps = options.isHttps ?? (() => false);
  options.frontDoor?.serveWith((request, response) => {
    const cached = cache.get(request.url ?? "");
    if (cached?.status !== 200 || cached.version !== contentVersion.current() || !cached.headers)
      return false;
    if (request.headers.origin || request.headers.cookie?.includes(OUTCOME_COOKIE)) return false;
    if (mayTellVisitStart(request)) return false;
    const started = performance.now();
    options.metrics?.pageCache.hit();
    const status = answerPage(request, response, cached, cached.headers, {
      https: isHttps(request),
      cacheControl: options.edge.publicCacheControl(),
    });
    const ms = performance.now() - started;
    options.metrics?.request(request.method ?? "GET", "/*", status, ms / 1000);
    // The line Fastify's request log writes (request-log.ts), under a request id of its own; built
    // only when it is written (at LOG_LEVEL=warn, a cached page's answer makes no id or copy).
    if (WRITES_INFO_LINES.has(app.log.level))
      app.log.info(
        {
          reqId: randomUUID(),
          method: request.method,
          url: scrubSecrets(request.url ?? ""),
          status,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    return true;
  });

  app.get("/admin", adminShell);
  app.get("/admin/*", adminShell);
  async function adminShell(request: FastifyRequest, reply: FastifyReply) {
    if (DOT_SEGMENT.test(request.url.split("?")[0] ?? "")) return notFoundPage(request, reply);
    // The panel is nobody's search result, whatever a crawler makes of robots.txt; each answer's
    // nonce goes where MUI's styles find it (and, in development, on Vite's scripts).
    const nonce = reply.cspNonce.style;
    const html = (await web.adminHtml(request.url))
      .replace('<meta name="csp-nonce" content="" />', `<meta name="csp-nonce" content="${nonce}" />`)
      .replaceAll("<script", `<script nonce="${reply.cspNonce.script}"`);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex, nofollow")
      .send(html);
  }

  app.get("/*", async (request, reply) => {
    const url = parseUrl(request.url);
    if (!url || API_PATHS.test(url.pathname) || FILE_PATHS.test(url.pathname)) return reply.callNotFound();
    const address = web.canonicalPageAddress(url);
    // The home page is the page `home`, served at / alone: a second address would split its links.
    if (address === HOME_PAGE_ALIAS) return reply.redirect(`/${url.search}`, 301);
    return servePage(request, reply, address, Boolean(url.searchParams.get("q")));
  });

  /** The not-found screen with status 404, for a person who asked for an address that is nothing. */
  function notFoundPage(request: FastifyRequest, reply: FastifyReply) {
    return servePage(request, reply, NOT_FOUND_ADDRESS);
  }
  options.notFound.page = notFoundPage;

  /** A page at its canonical address; a search's results are the searcher's alone. */
  async function servePage(request: FastifyRequest, reply: FastifyReply, address: string, searched = false) {
    const version = contentVersion.current();
    const outcome = readOutcome(request);

    // One visitor's own page: rendered for them alone (in the queue like any render), never cached,
    // never shared.
    if (outcome || PRIVATE_PAGES.test(address) || searched || options.pageCache === false) {
      if (outcome) reply.header("set-cookie", clearOutcomeCookie());
      const page = await queue
        .run(`private ${privateRenders++}`, () => render(address, version, outcome))
        .catch((error: unknown) => unavailable(error, reply));
      if (!page) return reply;
      reply.header("cache-control", PER_VISITOR);
      if (PRIVATE_PAGES.test(address)) reply.header("x-robots-tag", "noindex, nofollow");
      // A search's results are nobody's search result (PER_VISITOR_REASONS.search).
      else if (searched) reply.header("x-robots-tag", "noindex");
      return sendPage(request, reply, options.edge, page);
    }

    // After a campaign's landing page: the shared page, with the visit's start in its form (visit-start.ts).
    const visit = visitStartOf(request.raw, siteHost);
    const send = (page: CachedPage) => {
      if (!visit || page.status !== 200) return sendPage(request, reply, options.edge, page, true);
      reply.header("cache-control", PER_VISITOR);
      const html = withVisitFields(page.identity.toString(), visit);
      return sendPage(request, reply, options.edge, renderedPage(html, 200, page.csp, version, page.keys));
    };

    const cached = cache.get(address);
    if (cached?.version === version) {
      options.metrics?.pageCache.hit();
      return send(cached);
    }
    options.metrics?.pageCache.miss();
    try {
      const page = await queue.run(`${version} ${address}`, async () =>
        cachedPage(await render(address, version, null)),
      );
      cache.set(address, page);
      return send(page);
    } catch (error) {
      // The last good copy is better than none while the database or the queue cannot serve.
      if (cached && (error instanceof RenderQueueFull || isDatabaseUnavailable(error))) {
        // Not for an edge to keep: it has its own last good copy (stale-if-error).
        reply.header("x-page-stale", "true").header("cache-control", "no-cache");
        return sendPage(request, reply, options.edge, cached);
      }
      return unavailable(error, reply);
    }
  }

  /**
   * A subscription link's landing page with what following it did, at the link's own address (its
   * token left out): rendered for this visitor alone, with the status the outcome calls for.
   */
  async function renderLanding(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    landing: SubscriptionLanding,
  ) {
    const address = request.routeOptions.url ?? "/";
    const page = await queue
      .run(`private ${privateRenders++}`, () => render(address, contentVersion.current(), null, landing))
      .catch((error: unknown) => unavailable(error, reply));
    if (!page) return reply;
    reply.header("cache-control", PER_VISITOR).header("x-robots-tag", "noindex, nofollow");
    return sendPage(request, reply, options.edge, page.status === 200 ? { ...page, status } : page);
  }

  function unavailable(error: unknown, reply: FastifyReply) {
    if (!(error instanceof RenderQueueFull) && !isDatabaseUnavailable(error)) throw error;
    reply.header("retry-after", RETRY_AFTER_SECONDS);
    return reply.status(503).send({
      error: "unavailable",
      message:
        error instanceof RenderQueueFull
          ? "The site is busy. Try again in a few seconds."
          : "The database is not reachable. Try again shortly.",
    }) as unknown as undefined;
  }
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url, "http://localhost");
  } catch {
    return null;
  }
}

/**
 * Sends a page in the encoding the browser prefers: a cached page's bytes were compressed once; a
 * page rendered for one visitor is compressed now, in that encoding only.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  edge: EdgePolicy,
  page: RenderedPage | CachedPage,
  /** The page as every visitor gets it (not a stale copy): the front door may answer it from now on. */
  shared = false,
) {
  if (page.failure !== undefined) {
    // The error screen says nothing of what failed; the log does, under the id the answer carries.
    request.log.error({ err: page.failure }, "a page failed");
    reply.header("x-request-id", request.id);
  }
  const encoding = negotiatedEncoding(request.headers["accept-encoding"]);
  const etag = encodedEntityTag(page.etag, encoding);
  reply
    .status(page.status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", page.csp)
    .header("etag", etag)
    .header("vary", "accept-encoding");
  // An error screen is nobody's to keep; every other page not marked for one visitor is public.
  if (page.failure !== undefined || page.status >= 500) reply.header("cache-control", "no-store");
  else if (!reply.hasHeader("cache-control"))
    reply.header("cache-control", edge.publicCacheControl()).headers(surrogateKeyHeaders(page.keys));
  if (shared && isCached(page) && page.status === 200 && !page.headers)
    page.headers = frontDoorHeaders(reply);
  if (page.status === 200 && matchesEntityTag(request.headers["if-none-match"], etag)) {
    return reply.status(304).send();
  }
  if (encoding === "identity") return reply.send(page.identity);
  const bytes = isCached(page) ? page[encoding] : await compress(page, encoding);
  return reply.header("content-encoding", encoding).send(bytes);
}

const isCached = (page: RenderedPage | CachedPage): page is CachedPage => "br" in page;

// What one request decides: its protocol (HSTS), its Origin (CORS), its encoding (and so its ETag)
// and length, and how long an edge may keep it from now (the next scheduled change comes nearer).
const PER_REQUEST =
  /^(?:strict-transport-security|access-control-|content-length|content-encoding|etag$|cache-control$|set-cookie|x-request-id)/;

/** A shared page's headers as Fastify answered them, less what each request decides for itself. */
function frontDoorHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && !PER_REQUEST.test(name)) headers[name] = value;
  return headers;
}

/**
 * The front door's answer of a cached page, as sendPage gives it: 304 for a matching ETag, the
 * encoding the browser prefers, no body for HEAD. Answers the status sent.
 */
function answerPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  headers: OutgoingHttpHeaders,
  { https, cacheControl }: { https: boolean; cacheControl: string },
): number {
  if (https) response.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  const encoding = negotiatedEncoding(request.headers["accept-encoding"]);
  const etag = encodedEntityTag(page.etag, encoding);
  response.setHeader("etag", etag);
  response.setHeader("cache-control", cacheControl);
  if (matchesEntityTag(request.headers["if-none-match"], etag)) {
    response.writeHead(304, headers).end();
    return 304;
  }
  const compressed = encoding === "identity" ? null : encoding;
  if (compressed) response.setHeader("content-encoding", compressed);
  const bytes = compressed ? page[compressed] : page.identity;
  response.setHeader("content-length", bytes.length);
  response.writeHead(200, headers);
  if (request.method === "HEAD") response.end();
  else response.end(bytes);
  return 200;
}
