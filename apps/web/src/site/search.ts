import { BLOG_CATEGORIES, type BlogCategory, SEARCH_QUERY_MAX_LENGTH } from "@staffing/shared";

export interface BlogSearch {
  page?: number;
  category?: BlogCategory;
  /** Words to find in every published post (the server's search, as the island's). */
  q?: string;
}

/**
 * The blog list's page, category and search, read from the URL so a filtered page can be shared and
 * crawled: a page that is not a whole number from 1 reads as 1, an unknown category as none.
 */
export function blogSearch(search: Record<string, unknown>): BlogSearch {
  const parsed: BlogSearch = {};
  if (search.page !== undefined) {
    const page = Number(search.page);
    parsed.page = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  }
  const category = BLOG_CATEGORIES.find((name) => name === search.category);
  if (category) parsed.category = category;
  const q = typeof search.q === "string" ? search.q.trim().slice(0, SEARCH_QUERY_MAX_LENGTH) : "";
  if (q) parsed.q = q;
  return parsed;
}

/** The query string of a blog list address in canonical form (page 1 and empty values left out). */
export function blogQuery({ page, category, q }: BlogSearch): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (page && page > 1) query.set("page", String(page));
  if (q) query.set("q", q);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * The address a public page is rendered and cached under: the path without a trailing slash, and
 * only the query parameters the page reads, in canonical form. Anything else in the address
 * (tracking tags, cache busters) neither changes the page nor makes a new copy of it.
 */
export function canonicalPageAddress(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") || "/" : "/";
  // An author's page reads its page number, as the blog does.
  if (path.startsWith("/authors/"))
    return `${path}${blogQuery({ page: blogSearch({ page: url.searchParams.get("page") ?? undefined }).page })}`;
  if (path !== "/blog") return path;
  return `${path}${blogQuery(blogSearch(Object.fromEntries(url.searchParams)))}`;
}
