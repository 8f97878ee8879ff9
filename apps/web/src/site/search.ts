import {
  BLOG_CATEGORIES,
  type BlogCategory,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  INQUIRY_SERVICES,
  type InquiryService,
  JOBS_PATH,
  REMOTE_MODES,
  type RemoteMode,
  SEARCH_QUERY_MAX_LENGTH,
} from "@staffing/shared";

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

/** The /jobs list's filters, search and page, as its GET form sends them. */
export interface JobsSearch {
  page?: number;
  q?: string;
  service?: InquiryService;
  category?: string;
  employmentType?: EmploymentType;
  remote?: RemoteMode;
  location?: string;
}

const textParameter = (value: unknown, max: number) =>
  typeof value === "string" ? value.trim().slice(0, max) : "";
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((one) => one === value);

/**
 * The jobs list's parameters read from the URL (an empty field of the form reads as none, an
 * unknown value as none, a page that is not a whole number from 1 as 1).
 */
export function jobsSearch(search: Record<string, unknown>): JobsSearch {
  const parsed: JobsSearch = {};
  if (search.page !== undefined) {
    const page = Number(search.page);
    parsed.page = Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  }
  const q = textParameter(search.q, SEARCH_QUERY_MAX_LENGTH);
  if (q) parsed.q = q;
  const service = oneOf(INQUIRY_SERVICES, search.service);
  if (service) parsed.service = service;
  const category = textParameter(search.category, 80);
  if (category) parsed.category = category;
  const employmentType = oneOf(EMPLOYMENT_TYPES, search.employmentType);
  if (employmentType) parsed.employmentType = employmentType;
  const remote = oneOf(REMOTE_MODES, search.remote);
  if (remote) parsed.remote = remote;
  const location = textParameter(search.location, 120);
  if (location) parsed.location = location;
  return parsed;
}

/** The query string of a jobs list address in canonical form (a fixed order, page 1 and empty values left out). */
export function jobsQuery(search: JobsSearch): string {
  const query = new URLSearchParams();
  for (const key of ["q", "service", "category", "employmentType", "remote", "location"] as const) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  if (search.page && search.page > 1) query.set("page", String(search.page));
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
  if (path === JOBS_PATH) return `${path}${jobsQuery(jobsSearch(Object.fromEntries(url.searchParams)))}`;
  if (path !== "/blog") return path;
  return `${path}${blogQuery(blogSearch(Object.fromEntries(url.searchParams)))}`;
}
