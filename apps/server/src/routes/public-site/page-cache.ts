import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { entityTag } from "../../caches/entity-tags";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page: the same bytes for everyone who is shown it, named by a strong ETag. */
export interface RenderedPage {
  /** The content version it was rendered at: a page of an older version is stale. */
  version: number;
  status: number;
  etag: string;
  /** Its Content-Security-Policy, which lists the hashes of its own inline scripts and styles. */
  csp: string;
  identity: Buffer;
  /** The surrogate keys of what it shows (caches/surrogate-keys.ts). */
  keys: string[];
  /** What a loader failed with, when the page is the error screen (never cached: see PageCache.set). */
  failure?: unknown;
}

/** A page kept for every visitor: compressed once, in both encodings browsers ask for. */
export interface CachedPage extends RenderedPage {
  br: Buffer;
  gzip: Buffer;
  /** The headers Fastify first answered it with, less each request's own: the front door's. */
  headers?: OutgoingHttpHeaders;
}

export function renderedPage(
  html: string,
  status: number,
  csp: string,
  version: number,
  keys: string[],
): RenderedPage {
  const identity = Buffer.from(html);
  return { version, status, etag: entityTag(identity), csp, identity, keys };
}

// Brotli's level for a page one visitor is sent (compressed on every request): a middling one.
const ONE_VISITOR_BROTLI = 5;
// And for a page kept for everyone, compressed once per render, off the event loop: level 10 takes
// some 16 ms for the home page's 60 KB, and brings that page's answer, headers included, within the
// 14.6 KB a new connection's first round trip carries (TCP's initial window of ten segments). Level
// 5 left it a few hundred bytes over: a whole round trip more on a phone (issue 29). Level 11 takes
// three times as long for 2% less.
const KEPT_PAGE_BROTLI = 10;

/** The page's bytes in one encoding, compressed off the event loop. */
export function compress(
  page: RenderedPage,
  encoding: "br" | "gzip",
  brotliLevel = ONE_VISITOR_BROTLI,
): Promise<Buffer> {
  return encoding === "br"
    ? brotli(page.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliLevel } })
    : gzipAsync(page.identity, { level: 6 });
}

/** Compresses a page for the cache once, in both encodings. */
export async function cachedPage(page: RenderedPage): Promise<CachedPage> {
  const [br, gzip] = await Promise.all([compress(page, "br", KEPT_PAGE_BROTLI), compress(page, "gzip")]);
  return { ...page, br, gzip };
}

// Inline scripts and styles are the same few texts on every page (the site's styles are tens of KB).
const sources = new LRUCache<string, string>({ max: 200 });

/** The CSP source of an inline script's or style's text: 'sha256-...'. */
export function hashSource(text: string): string {
  let source = sources.get(text);
  if (source === undefined) {
    source = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    sources.set(text, source);
  }
  return source;
}

/**
 * Rendered pages by address. Pages found (200) and not found (404, or 410 for a job removed) are kept apart, so a flood of
 * made-up addresses can fill only the small not-found cache, never push out a real page.
 */
export class PageCache {
  // By bytes, in all three encodings: some 300 pages of today's size (a page is about 100 KB), more
  // than the site has addresses, in a server that holds under 200 MB in all.
  readonly #pages = new LRUCache<string, CachedPage>({
    max: 2000,
    maxSize: 32_000_000,
    sizeCalculation: pageBytes,
  });
  readonly #notFound = new LRUCache<string, CachedPage>({
    max: 500,
    maxSize: 4_000_000,
    sizeCalculation: pageBytes,
  });

  get(address: string): CachedPage | undefined {
    return this.#pages.get(address) ?? this.#notFound.get(address);
  }

  set(address: string, page: CachedPage): void {
    if (page.status === 200) this.#pages.set(address, page);
    else if (page.status === 404 || page.status === 410) this.#notFound.set(address, page);
  }
}

function pageBytes(page: CachedPage): number {
  return page.identity.length + page.br.length + page.gzip.length;
}

/** Thrown when more renders wait than the queue holds: the server answers 503 or the last good copy. */
export class RenderQueueFull extends Error {
  override name = "RenderQueueFull";
}

/**
 * Renders take their turn, a few at a time in the order they came, and at most `capacity` wait: under
 * a burst (every page is new after a content change) each visitor waits for the ones before them, and
 * past the capacity the answer is immediate instead of an ever longer wait. Visitors asking at once for
 * the same page share its one render.
 */
export class RenderQueue {
  readonly #turn: ReturnType<typeof pLimit>;
  // A key always names the same kind of render (a cached page's, or one visitor's own).
  readonly #inFlight = new Map<string, Promise<unknown>>();

  constructor(
    concurrency: number,
    readonly capacity: number,
  ) {
    this.#turn = pLimit(concurrency);
  }

  /** Renders waiting for their turn. */
  get waiting(): number {
    return this.#turn.pendingCount;
  }

  run<Page extends RenderedPage>(key: string, render: () => Promise<Page>): Promise<Page> {
    const shared = this.#inFlight.get(key);
    if (shared) return shared as Promise<Page>;
    if (this.#turn.pendingCount >= this.capacity) return Promise.reject(new RenderQueueFull());
    const page = this.#turn(render).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, page);
    return page;
  }
}
