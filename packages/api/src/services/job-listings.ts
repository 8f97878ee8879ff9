import { type Database, type Job, jobRankDocument, jobSearchDocument, jobs } from "@staffing/db";
import {
  type InquiryService,
  type JobListInput,
  jobPath,
  SIMILAR_JOBS_COUNT,
  type SitemapEntry,
} from "@staffing/shared";
import { type AnyColumn, and, count, desc, eq, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import { DomainError, notFound } from "./errors";
import { sanitizeForDisplay } from "./html";
import { CLOSED_PAGE_INTERVAL, isOpenJob, jobClosesAt, jobClosesAtDate } from "./open-jobs";
import { newestFirst } from "./ordering";
import { sectionsForDisplay } from "./page-sections";
import { matches, prefixQuery, rankOf, toTsQuery } from "./search";

// The careers pages' reads (issue 30, "the public side"): what an open job is and when one closes
// are open-jobs.ts's.

/** A job as visitors may know it: no account, no draft state, no internal dates. */
const publicJobColumns = {
  id: jobs.id,
  title: jobs.title,
  slug: jobs.slug,
  summary: jobs.summary,
  description: jobs.description,
  employmentType: jobs.employmentType,
  service: jobs.service,
  category: jobs.category,
  city: jobs.city,
  region: jobs.region,
  country: jobs.country,
  postalCode: jobs.postalCode,
  remote: jobs.remote,
  remoteCountries: jobs.remoteCountries,
  salary: jobs.salary,
  validThrough: jobs.validThrough,
  reference: jobs.reference,
  sections: jobs.sections,
  publishedAt: jobs.publishedAt,
  updatedAt: jobs.updatedAt,
};
type JobRow = Pick<Job, keyof typeof publicJobColumns>;

export interface PublicJob
  extends Omit<JobRow, "city" | "region" | "country" | "postalCode" | "publishedAt"> {
  location: { city: string; region: string | null; country: string; postalCode: string | null } | null;
  publishedAt: Date;
  url: string;
}

/** The row in the API's shape: its place as one `location` (as staff write it), its HTML clean. */
function toPublicJob({ city, region, country, postalCode, ...row }: JobRow): PublicJob {
  return {
    ...row,
    description: sanitizeForDisplay(row.description),
    sections: sectionsForDisplay(row.sections),
    location: city && country ? { city, region, country, postalCode } : null,
    // Listed and closed jobs alike were public, so they have the moment they went so.
    publishedAt: row.publishedAt ?? row.updatedAt,
    url: jobPath(row.slug),
  };
}

/** What the /jobs page's filters offer: the categories and places of the open jobs. */
export interface JobFilterOptions {
  categories: string[];
  locations: { city: string; region: string | null; country: string }[];
}

export interface JobListPage {
  items: PublicJob[];
  total: number;
  page: number;
  pageCount: number;
  limit: number;
  filters: JobFilterOptions;
}

type JobListQuery = Omit<JobListInput, "page" | "limit"> & { page: number; limit: number };

// Whole and without regard to case (a city, region or country code typed or picked).
const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

function listConditions(query: JobListQuery, words: string | null): SQL | undefined {
  return and(
    isOpenJob,
    query.service ? eq(jobs.service, query.service as InquiryService) : undefined,
    query.category ? sameText(jobs.category, query.category) : undefined,
    query.employmentType ? sql`${query.employmentType} = any(${jobs.employmentType})` : undefined,
    query.remote ? eq(jobs.remote, query.remote) : undefined,
    query.location
      ? or(
          sameText(jobs.city, query.location),
          sameText(jobs.region, query.location),
          sameText(jobs.country, query.location),
        )
      : undefined,
    words ? matches(jobSearchDocument(jobs), toTsQuery(words)) : undefined,
  );
}

/**
 * A page of the open jobs, newest first (with words to find, best match first), with how many there
 * are in all and what the filters may offer.
 */
export async function listOpenJobs(db: Database, query: JobListQuery): Promise<JobListPage> {
  const words = query.q ? prefixQuery(query.q) : null;
  const where = listConditions(query, words);
  const order = words
    ? [desc(rankOf(jobRankDocument(jobs), toTsQuery(words))), newestFirst(jobs.publishedAt), desc(jobs.id)]
    : [newestFirst(jobs.publishedAt), desc(jobs.id)];
  const [rows, [counted], filters] = await Promise.all([
    db
      .select(publicJobColumns)
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(jobs).where(where),
    jobFilterOptions(db),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(toPublicJob),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.limit)),
    limit: query.limit,
    filters,
  };
}

async function jobFilterOptions(db: Database): Promise<JobFilterOptions> {
  const [categories, locations] = await Promise.all([
    db
      .selectDistinct({ category: jobs.category })
      .from(jobs)
      .where(and(isOpenJob, isNotNull(jobs.category))),
    db
      .selectDistinct({ city: jobs.city, region: jobs.region, country: jobs.country })
      .from(jobs)
      .where(and(isOpenJob, isNotNull(jobs.city), isNotNull(jobs.country))),
  ]);
  // Sorted here, not by the database's collation (PGlite's and a server's differ); a category
  // written in two cases is offered once, as the filter matches it in any case.
  const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
  const names = new Map<string, string>();
  // (Capitals first, as code points order them: the same spelling kept whatever the database.)
  const spellings = categories.flatMap((row) => (row.category ? [row.category] : [])).sort();
  for (const category of spellings) {
    if (!names.has(category.toLowerCase())) names.set(category.toLowerCase(), category);
  }
  return {
    categories: [...names.values()].sort(byName),
    locations: locations
      .flatMap(({ city, region, country }) => (city && country ? [{ city, region, country }] : []))
      .sort(
        (a, b) =>
          byName(a.city, b.city) || byName(a.region ?? "", b.region ?? "") || byName(a.country, b.country),
      ),
  };
}

export interface JobListing extends PublicJob {
  /** No longer taking applications (closed, filled or past validThrough): its page says so. */
  closed: boolean;
  /** When it stopped taking applications; null while open. */
  closedAt: Date | null;
  /** Up to SIMILAR_JOBS_COUNT open jobs of the same service or category, newest first. */
  similar: PublicJob[];
}

/** The answer for a job closed more than CLOSED_JOB_PAGE_DAYS ago: 410 Gone. */
export const jobGone = () =>
  new DomainError("gone", "This job was closed more than 30 days ago and its posting has been removed.");

/**
 * One job by its address: an open job; a closed, filled or expired one for CLOSED_JOB_PAGE_DAYS after
 * it closed (`closed: true`), then gone (410). A draft, a job not yet public, or one that never was,
 * is not found.
 */
export async function findJobListing(db: Database, slug: string): Promise<JobListing> {
  const [found] = await db
    .select({
      job: publicJobColumns,
      open: sql<boolean>`${isOpenJob}`,
      closesAt: jobClosesAtDate(),
      gone: sql<boolean>`coalesce(${jobClosesAt} + ${CLOSED_PAGE_INTERVAL} <= now(), false)`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.slug, slug),
        ne(jobs.status, "draft"),
        isNotNull(jobs.publishedAt),
        sql`${jobs.publishedAt} <= now()`,
      ),
    )
    .limit(1);
  if (!found) throw notFound("Job");
  // Neither listed nor closed: open with nothing that closed it (cannot be) reads as not found.
  if (!found.open && found.closesAt === null) throw notFound("Job");
  if (!found.open && found.gone) throw jobGone();
  const job = toPublicJob(found.job);
  const closedAt = found.open ? null : found.closesAt;
  return { ...job, closed: !found.open, closedAt, similar: await similarOpenJobs(db, found.job) };
}

async function similarOpenJobs(db: Database, job: Pick<Job, "id" | "service" | "category">) {
  const rows = await db
    .select(publicJobColumns)
    .from(jobs)
    .where(
      and(
        isOpenJob,
        ne(jobs.id, job.id),
        or(eq(jobs.service, job.service), job.category ? sameText(jobs.category, job.category) : undefined),
      ),
    )
    // The same category first (the closest match), then the newest.
    .orderBy(
      desc(
        job.category ? sql`coalesce(lower(${jobs.category}) = lower(${job.category}), false)` : sql`false`,
      ),
      newestFirst(jobs.publishedAt),
      desc(jobs.id),
    )
    .limit(SIMILAR_JOBS_COUNT);
  return rows.map(toPublicJob);
}

/** The open jobs in the sitemap, each dated by its last change, and /jobs dated by the newest of them. */
export async function jobSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: jobs.slug, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isOpenJob)
    .orderBy(newestFirst(jobs.publishedAt), desc(jobs.id));
  const newest = rows.reduce<Date | null>(
    (latest, row) => (latest && latest >= row.updatedAt ? latest : row.updatedAt),
    null,
  );
  return [
    { path: "/jobs", lastModified: newest },
    ...rows.map((row) => ({ path: jobPath(row.slug), lastModified: row.updatedAt })),
  ];
}
