/**
 * Every cache between the database and a visitor, in one list: what each holds, what fills it and
 * what empties it (docs/architecture.md, "Caches"). The policy of who may keep an answer is
 * cache-control.ts; the names of what an answer shows, surrogate-keys.ts.
 */
export interface CacheDescription {
  name: string;
  /** The file that holds it. */
  home: string;
  holds: string;
  fills: string;
  empties: string;
}

export const CACHES: readonly CacheDescription[] = [
  {
    name: "kept public reads",
    home: "packages/api/src/public-reads.ts",
    holds:
      "answers of the public procedures (published posts and pages, open jobs, company profile, SEO), 500 at most",
    fills: "the first read of each at a content version",
    empties:
      "the content version moving (any change to what visitors see, a scheduled publication coming due, or a job opening, expiring or leaving its address by the clock)",
  },
  {
    name: "rendered pages",
    home: "apps/server/src/routes/public-site/page-cache.ts",
    holds:
      "each canonical address's HTML, compressed once (br, gzip), with its CSP and ETag: 32 MB, 404s apart in 4 MB",
    fills: "the first request of an address at a content version (a bounded render queue)",
    empties: "the content version moving; the least used past the size",
  },
  {
    name: "front door",
    home: "apps/server/src/front-door.ts",
    holds: "nothing of its own: answers rendered pages' copies with the headers Fastify first gave them",
    fills: "a rendered page's first answer through Fastify",
    empties: "as the rendered pages",
  },
  {
    name: "edge",
    home: "docker/varnish/default.vcl (or a CDN)",
    holds: "public pages, public JSON reads, the feed and the sitemap, per their Cache-Control",
    fills: "a visitor's request it does not hold (or holds past s-maxage: then in the background)",
    empties:
      "an edge-purge job naming the Surrogate-Key of what a committed change touched (EDGE_PURGE); s-maxage, capped at the next scheduled publication",
  },
  {
    name: "browsers",
    home: "cache-control.ts",
    holds:
      "public answers with their ETag (max-age=0: asked again each time, 304 when unchanged); assets for a year",
    fills: "each answer",
    empties: "a new ETag; assets' names carry their content's hash",
  },
];

export {
  PER_VISITOR,
  PER_VISITOR_REASONS,
  publicCacheControl,
  SHARED_CACHE_SECONDS_DEFAULT,
} from "./cache-control";
export { SURROGATE_KEYS } from "./surrogate-keys";
