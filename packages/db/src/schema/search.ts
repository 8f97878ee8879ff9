import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// What the site search reads of a post or a page, as one tsvector expression per table: the GIN index
// is built on it and the queries repeat it exactly (PostgreSQL uses an expression index only for the
// same expression). 'simple' neither stems nor drops words, so a prefix typed halfway ('recruitm')
// still matches the word ('recruitment'), as the search box updates while the visitor types.

/** The text search configuration of the index, the queries and the highlights. */
export const SEARCH_CONFIG = sql.raw("'simple'::regconfig");

/**
 * Stored HTML as words: tags and entities become spaces. (The entity's closing semicolon is written
 * \x3B: drizzle-kit cuts an index expression at a literal one.)
 */
export const searchablePlainText = (html: AnyColumn | SQL): SQL =>
  sql`regexp_replace(${html}, '<[^>]*>|&#?[a-zA-Z0-9]+\\x3B', ' ', 'g')`;

const weighted = (text: SQL, weight: "A" | "B" | "C" | "D") =>
  sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${text}), ${sql.raw(`'${weight}'`)})`;

type PostColumns = { title: AnyColumn; excerpt: AnyColumn; tags: AnyColumn; content: AnyColumn };

/**
 * A post's short fields, the title weighing most, then excerpt and tags: what results are ranked by.
 * Ranking by the body as well would build every match's whole document again (the index holds no
 * copy of it): seconds for a word thousands of long posts hold; a body match ranks lowest anyway.
 */
export const blogPostRankDocument = (t: Omit<PostColumns, "content">): SQL =>
  sql`(${weighted(sql`${t.title}`, "A")} || ${weighted(
    sql`coalesce(${t.excerpt}, '') || ' ' || search_tags_text(${t.tags})`,
    "B",
  )})`;

/** A post's words: its short fields, then its body. */
export const blogPostSearchDocument = (t: PostColumns): SQL =>
  sql`(${blogPostRankDocument(t)} || ${weighted(searchablePlainText(t.content), "D")})`;

/** A page's title: what page results are ranked by. */
export const pageRankDocument = (t: { title: AnyColumn }): SQL => weighted(sql`${t.title}`, "A");

/**
 * The words of a page's sections: every text staff typed in them (headings, quotes, questions,
 * rich text...), not the section types, addresses, icons or styles (search_sections_text, in the
 * site_search_sections migration).
 */
export const sectionsText = (sections: AnyColumn): SQL => sql`search_sections_text(${sections})`;

/** A page's words: its title above its body, the HTML content and the sections' texts. */
export const pageSearchDocument = (t: { title: AnyColumn; content: AnyColumn; sections: AnyColumn }): SQL =>
  sql`(${pageRankDocument(t)} || ${weighted(searchablePlainText(sql`${t.content} || ' ' || ${sectionsText(t.sections)}`), "D")})`;

type JobColumns = {
  title: AnyColumn;
  category: AnyColumn;
  summary: AnyColumn;
  city: AnyColumn;
  region: AnyColumn;
  description: AnyColumn;
};

/** A job's short fields: its title above its category, place and summary (what results are ranked by). */
export const jobRankDocument = (t: Omit<JobColumns, "description">): SQL =>
  sql`(${weighted(sql`${t.title}`, "A")} || ${weighted(
    sql`coalesce(${t.category}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.region}, '') || ' ' || coalesce(${t.summary}, '')`,
    "B",
  )})`;

/** A job's words: its short fields, then its description. */
export const jobSearchDocument = (t: JobColumns): SQL =>
  sql`(${jobRankDocument(t)} || ${weighted(searchablePlainText(t.description), "D")})`;
