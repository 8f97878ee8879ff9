// Texts of the edge purge log (a card on the webhooks screen), written once for the card and its tests.

export const ADMIN_EDGE_PURGES = {
  heading: "Cache purges",
  text: "What each change asked the shared cache (Varnish or a CDN) to forget, newest first.",
  /** Said instead of the log while no shared cache is set up (EDGE_PURGE unset). */
  noEdge: "No shared cache is set up, so there is nothing to purge: changes show on the site at once.",
  empty: "No purges yet.",
  loadFailed: "The purge log could not be loaded.",
  waiting: "Waiting",
  purged: (target: string) => `Purged at ${EDGE_NAMES[target] ?? target}`,
  failed: (attempts: number, error: string) =>
    `Failed ${attempts} time${attempts === 1 ? "" : "s"}: ${error}`,
  /** Entries the card shows. */
  shown: 10,
} as const;

const EDGE_NAMES: Readonly<Record<string, string>> = {
  varnish: "Varnish",
  cloudflare: "Cloudflare",
  fastly: "Fastly",
};

const WHAT_A_KEY_NAMES: Readonly<Record<string, string>> = {
  posts: "lists of posts",
  pages: "the sitemap",
  profile: "the company profile",
  navigation: "the menus",
  seo: "the SEO settings",
};

/**
 * What a purge's key names, in plain words (caches/surrogate-keys.ts writes them): a page or a post
 * by its address, the rest by what they are.
 */
export function describePurgeKey(key: string): string {
  if (key.startsWith("post:")) return `/blog/${key.slice("post:".length)}`;
  if (key === "page:home") return "/";
  if (key.startsWith("page:")) return `/${key.slice("page:".length)}`;
  return WHAT_A_KEY_NAMES[key] ?? key;
}

/** A purge's keys in one line of plain words: "/blog/hello-world, lists of posts". */
export function describePurge(keys: readonly string[]): string {
  const words = keys.map(describePurgeKey).join(", ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
