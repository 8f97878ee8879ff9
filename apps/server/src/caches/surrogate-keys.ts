import { decodedPath } from "@staffing/shared";
/**
 * The names of what a public answer shows, sent as `Surrogate-Key` (Varnish xkey, Fastly) and
 * `Cache-Tag` (Cloudflare): a change purges exactly the keys it touches (migration 0019's triggers
 * name them the same way), and every answer carrying one of them leaves the edge.
 */
export const SURROGATE_KEYS = {
  page: (slug: string) => `page:${slug}`,
  post: (slug: string) => `post:${slug}`,
  /** The list of pages: the sitemap. */
  pages: "pages",
  /** Every list of posts: the blog, its categories, the feed, the sitemap, latest and related posts. */
  posts: "posts",
  /** The company profile: header, footer, contact facts, JSON-LD. */
  profile: "profile",
  /** The navigation: the header's menu and the footer's columns (kept in the company profile's row). */
  navigation: "navigation",
  /** SEO settings: every page's head. */
  seo: "seo",
  /** One person's author page (services/people.ts purges it by this name). */
  author: (slug: string) => `author:${slug}`,
  /** Everything that shows people: author pages, bylines, Team sections, the list of authors. */
  people: "people",
  /** One job's address (migration 0028's trigger purges it by this name). */
  job: (slug: string) => `job:${slug}`,
  /** Every list of jobs: /jobs, the jobs feed, the sitemap, a job page's similar jobs. */
  jobs: "jobs",
} as const;

/** The keys every page of the site shows: its header, footer and head. */
const SITE_FRAME = [SURROGATE_KEYS.profile, SURROGATE_KEYS.navigation, SURROGATE_KEYS.seo];

// A post's own address; the rest of /blog are lists of posts.
const POST_ADDRESS = /^\/blog\/([^/?#]+)$/;
const BLOG_LISTS = /^\/blog(?:\/|$)/;
// A link to one post in a page's HTML: the page lists posts (latest posts, related posts).
const LINKS_A_POST = /href="\/blog\/(?!category\/)[^"/?#]+"/;
// An author's page; and a page that shows people: a byline or a card linking to an author's page,
// or a Team section's people (TeamSection marks them).
const AUTHOR_ADDRESS = /^\/authors\/([^/?#]+)$/;
const SHOWS_PEOPLE = /href="\/authors\/[^"/?#]+"|data-people=/;
// A job's page (which lists similar jobs too), and the list of jobs.
const JOB_ADDRESS = /^\/jobs\/([^/?#]+)$/;
const JOB_LISTS = /^\/jobs(?:\/|$)/;
// A whitepaper's request page shows a card of whichever page offers it: any page's change purges it.
const WHITEPAPER_ADDRESS = /^\/whitepapers\/[^/?#]+$/;

/** What a page at a canonical address shows, from its address and its HTML. */
export function pageKeys(address: string, html: string): string[] {
  const path = address.split("?")[0] ?? "/";
  const keys: string[] = [...SITE_FRAME];
  // Addresses are keyed decoded, as redirects store them (migration 0020 keys a redirect by its path).
  const post = POST_ADDRESS.exec(path);
  const author = AUTHOR_ADDRESS.exec(path);
  const job = JOB_ADDRESS.exec(path);
  if (post?.[1]) keys.push(SURROGATE_KEYS.post(decodedPath(post[1])));
  else if (job?.[1]) keys.push(SURROGATE_KEYS.job(decodedPath(job[1])), SURROGATE_KEYS.jobs);
  else if (JOB_LISTS.test(path)) keys.push(SURROGATE_KEYS.jobs);
  else if (author?.[1]) keys.push(SURROGATE_KEYS.author(decodedPath(author[1])), SURROGATE_KEYS.posts);
  else if (BLOG_LISTS.test(path)) keys.push(SURROGATE_KEYS.posts);
  else if (WHITEPAPER_ADDRESS.test(path)) keys.push(SURROGATE_KEYS.pages);
  else keys.push(SURROGATE_KEYS.page(path === "/" ? "home" : decodedPath(path.slice(1))));
  if (!keys.includes(SURROGATE_KEYS.posts) && LINKS_A_POST.test(html)) keys.push(SURROGATE_KEYS.posts);
  if (SHOWS_PEOPLE.test(html)) keys.push(SURROGATE_KEYS.people);
  return keys;
}

// What a header may not carry (controls, anything beyond ASCII) and the separators of key lists.
const UNSAFE_IN_A_KEY = /[^!-~]|[%,]/gu;
const utf8 = new TextEncoder();

/**
 * A key as it travels in headers and purge requests: percent-encoded where a header could not carry
 * it or a list would split it (`post:%00` for an address holding a NUL, `page:%C3%BCber-uns`). The
 * answers and the purges write keys through this one function, so they always name alike.
 */
export function keyOnTheWire(key: string): string {
  return key.replace(UNSAFE_IN_A_KEY, (character) =>
    [...utf8.encode(character)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
      .join(""),
  );
}

/** The headers naming an answer's keys, for every kind of edge. */
export function surrogateKeyHeaders(keys: readonly string[]): Record<string, string> {
  const names = keys.map(keyOnTheWire);
  return { "surrogate-key": names.join(" "), "cache-tag": names.join(",") };
}
