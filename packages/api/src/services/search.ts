import {
  blogPostRankDocument,
  blogPostSearchDocument,
  blogPosts,
  type Database,
  jobRankDocument,
  jobSearchDocument,
  jobs,
  pageRankDocument,
  pageSearchDocument,
  pages,
  SEARCH_CONFIG,
  sectionsText,
} from "@staffing/db";
import { jobPath, pagePath } from "@staffing/shared";
import { and, desc, type SQL, sql } from "drizzle-orm";
import { isOpenJob } from "./open-jobs";
import { newestFirst } from "./ordering";
import { isPublic } from "./publishing";

// The site search: PostgreSQL full-text search over the expressions the GIN indexes are built on
// (packages/db schema/search.ts), on PostgreSQL and PGlite alike.

/** At most this many words of a search count; more only make a slower query. */
const MAX_WORDS = 12;

/**
 * A visitor's words as a tsquery in which each word may be the start of a longer one
 * ('recruit staff' -> 'recruit:* & staff:*'), or null when the text holds no word. Only letters,
 * digits and marks are kept, so nothing the visitor types can be a tsquery operator; the text is
 * still sent as a parameter, never written into the statement.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** The compiled query of prefixQuery's text. */
export const toTsQuery = (query: string): SQL => sql`to_tsquery(${SEARCH_CONFIG}, ${query})`;

/** Matches: the table's search document against the query. */
export const matches = (document: SQL, query: SQL): SQL => sql`${document} @@ ${query}`;

/**
 * How well an item's short fields match (schema/search.ts's rank documents: a title word weighs
 * most); an item that matches by its body alone ranks 0, below them.
 */
export const rankOf = (document: SQL, query: SQL): SQL<number> =>
  sql<number>`ts_rank(${document}, ${query})`.mapWith(Number);

// « and » around each matched word: plain text, so nobody has to escape it before showing it.
const HEADLINE_OPTIONS =
  'StartSel="«", StopSel="»", MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/** A short passage of the title and text, the matched words marked with « ». */
const headline = (text: SQL, query: SQL): SQL<string> =>
  sql<string>`ts_headline(${SEARCH_CONFIG}, ${text}, ${query}, ${HEADLINE_OPTIONS})`;

// Tags out, entities kept: the parser skips entities as it skips tags, and decodeEntities turns
// them back into characters once the passage is cut.
const withoutTags = (html: SQL): SQL => sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The characters of the entities sanitized HTML holds (named ones sanitize-html writes, numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export interface SiteSearchResult {
  title: string;
  url: string;
  excerpt: string | null;
  highlight: string;
}

/**
 * Published posts and pages, and open jobs, that match, best first (a title match above a body match;
 * the newest first among equals). Drafts, scheduled items, closed or expired jobs and deleted ones
 * are never among them.
 */
export async function searchSite(
  db: Database,
  input: { q: string; limit: number },
): Promise<SiteSearchResult[]> {
  const text = prefixQuery(input.q);
  if (!text) return [];
  const query = toTsQuery(text);
  const postDocument = blogPostSearchDocument(blogPosts);
  const postRank = rankOf(blogPostRankDocument(blogPosts), query);
  const pageDocument = pageSearchDocument(pages);
  const pageRank = rankOf(pageRankDocument(pages), query);
  const jobRank = rankOf(jobRankDocument(jobs), query);
  const [posts, pageRows, jobRows] = await Promise.all([
    db
      .select({
        title: blogPosts.title,
        slug: blogPosts.slug,
        excerpt: blogPosts.excerpt,
        highlight: headline(
          sql`${blogPosts.title} || '. ' || coalesce(${blogPosts.excerpt}, '') || ' ' || ${withoutTags(sql`${blogPosts.content}`)}`,
          query,
        ),
        rank: postRank,
      })
      .from(blogPosts)
      .where(and(isPublic(blogPosts), matches(postDocument, query)))
      .orderBy(desc(postRank), newestFirst(blogPosts.publishedAt), newestFirst(blogPosts.id))
      .limit(input.limit),
    db
      .select({
        title: pages.title,
        slug: pages.slug,
        excerpt: pages.metaDescription,
        highlight: headline(
          sql`${pages.title} || '. ' || ${withoutTags(sql`${pages.content} || ' ' || ${sectionsText(pages.sections)}`)}`,
          query,
        ),
        rank: pageRank,
      })
      .from(pages)
      .where(and(isPublic(pages), matches(pageDocument, query)))
      .orderBy(desc(pageRank), newestFirst(pages.publishedAt), newestFirst(pages.id))
      .limit(input.limit),
    db
      .select({
        title: jobs.title,
        slug: jobs.slug,
        excerpt: jobs.summary,
        highlight: headline(
          sql`${jobs.title} || '. ' || coalesce(${jobs.summary}, '') || ' ' || ${withoutTags(sql`${jobs.description}`)}`,
          query,
        ),
        rank: jobRank,
      })
      .from(jobs)
      .where(and(isOpenJob, matches(jobSearchDocument(jobs), query)))
      .orderBy(desc(jobRank), newestFirst(jobs.publishedAt), newestFirst(jobs.id))
      .limit(input.limit),
  ]);
  const found = [
    ...posts.map((post) => ({ ...post, url: `/blog/${post.slug}` })),
    ...pageRows.map((page) => ({ ...page, url: pagePath(page.slug) })),
    ...jobRows.map((job) => ({ ...job, url: jobPath(job.slug) })),
  ];
  return found
    .sort((a, b) => b.rank - a.rank)
    .slice(0, input.limit)
    .map(({ title, url, excerpt, highlight }) => ({
      title,
      url,
      excerpt,
      // The spaces where tags were, once.
      highlight: decodeEntities(highlight).replace(/\s+/g, " ").trim(),
    }));
}
