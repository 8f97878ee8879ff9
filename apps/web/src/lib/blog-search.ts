import { BLOG_CATEGORIES, type BlogCategory } from "@staffing/shared";

export interface BlogSearch {
  page?: number;
  category?: BlogCategory;
}

/**
 * The blog list's page and category, read from the URL so a filtered page can be shared and crawled:
 * a page that is not a whole number from 1 reads as 1, an unknown category as none. Checked by hand
 * because route options load with the router: a zod schema here would put zod in every page's script.
 */
export function blogSearch(search: Record<string, unknown>): BlogSearch {
  const parsed: BlogSearch = {};
  if (search.page !== undefined) {
    const page = Number(search.page);
    parsed.page = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  }
  const category = BLOG_CATEGORIES.find((name) => name === search.category);
  if (category) parsed.category = category;
  return parsed;
}
