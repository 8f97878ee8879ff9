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
  /** The header's and footer's links (drawn from the company profile). */
  navigation: "navigation",
  /** SEO settings: every page's head. */
  seo: "seo",
} as const;

/** The keys every page of the site shows: its header, footer and head. */
const SITE_FRAME = [SURROGATE_KEYS.profile, SURROGATE_KEYS.navigation, SURROGATE_KEYS.seo];

// A post's own address; the rest of /blog are lists of posts.
const POST_ADDRESS = /^\/blog\/([^/?#]+)$/;
const BLOG_LISTS = /^\/blog(?:\/|$)/;
// A link to one post in a page's HTML: the page lists posts (latest posts, related posts).
const LINKS_A_POST = /href="\/blog\/(?!category\/)[^"/?#]+"/;

/** What a page at a canonical address shows, from its address and its HTML. */
export function pageKeys(address: string, html: string): string[] {
  const path = address.split("?")[0] ?? "/";
  const keys: string[] = [...SITE_FRAME];
  const post = POST_ADDRESS.exec(path);
  if (post?.[1]) keys.push(SURROGATE_KEYS.post(decodeURIComponent(post[1])));
  else if (BLOG_LISTS.test(path)) keys.push(SURROGATE_KEYS.posts);
  else keys.push(SURROGATE_KEYS.page(path === "/" ? "home" : path.slice(1)));
  if (!keys.includes(SURROGATE_KEYS.posts) && LINKS_A_POST.test(html)) keys.push(SURROGATE_KEYS.posts);
  return keys;
}

/** The headers naming an answer's keys, for every kind of edge. */
export function surrogateKeyHeaders(keys: readonly string[]): Record<string, string> {
  return { "surrogate-key": keys.join(" "), "cache-tag": keys.join(",") };
}
