import { applications, type Database, documents, jobs, users } from "@staffing/db";
import {
  APPLICATION_OVERDUE_DAYS,
  APPLICATION_STAGES,
  type ApplicationFilter,
  type ApplicationStage,
  type DocumentKind,
  type DocumentScanStatus,
  type InquiryAttribution,
} from "@staffing/shared";
import { and, count, eq, ilike, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterCursor, encodeKeysetCursor, newestFirstOrder } from "./keyset-paging";
import { containing } from "./like-pattern";

// Applications as staff read them (issue 30, point 4): the admin list's rows, its filters and its
// counts per stage. Overdue is derived when read: still `new` APPLICATION_OVERDUE_DAYS after it came in.

const DAY_MS = 86_400_000;
/** The admin list's page when the caller names none. */
export const APPLICATION_PAGE_SIZE_DEFAULT = 50;

export interface ApplicationSummary {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  jobId: string | null;
  jobTitle: string;
  jobSlug: string | null;
  stage: ApplicationStage;
  assignee: { id: string; name: string } | null;
  createdAt: Date;
  opened: boolean;
  overdue: boolean;
  resume: {
    id: string;
    displayName: string;
    kind: DocumentKind;
    size: number;
    scanStatus: DocumentScanStatus;
  } | null;
}

/** A summary with the candidate's own words, as the detail and the export show them. */
export type ApplicationRecord = ApplicationSummary & {
  coverNote: string | null;
  consentText: string;
  consentedAt: Date;
  attribution: InquiryAttribution;
};

/** Who reads the list, and when: `assignee=me` and overdue depend on them. */
export interface ApplicationReader {
  viewerId: string;
  now?: Date | undefined;
}

const assignee = alias(users, "application_assignee");

const summaryColumns = {
  id: applications.id,
  name: applications.name,
  email: applications.email,
  phone: applications.phone,
  jobId: applications.jobId,
  // The job's title now; the one it was sent for once the job is deleted.
  jobTitle: sql<string>`coalesce(${jobs.title}, ${applications.jobTitle})`,
  jobSlug: jobs.slug,
  stage: applications.stage,
  assigneeId: applications.assigneeId,
  assigneeName: assignee.username,
  createdAt: applications.createdAt,
  openedAt: applications.openedAt,
  resumeId: documents.id,
  resumeName: documents.displayName,
  resumeKind: documents.kind,
  resumeSize: documents.size,
  resumeScan: documents.scanStatus,
};
const recordColumns = {
  ...summaryColumns,
  coverNote: applications.coverNote,
  consentText: applications.consentText,
  consentedAt: applications.consentedAt,
  attribution: applications.attribution,
};

// One shape of join for the list, the detail and the export: the job, the assignee, the résumé.
// (Typed as the record's columns: the list's rows lack the candidate's words, which toSummary never reads.)
function selectRows(db: Database, columns: typeof summaryColumns | typeof recordColumns) {
  return db
    .select(columns as typeof recordColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(assignee, eq(assignee.id, applications.assigneeId))
    .leftJoin(documents, eq(documents.id, applications.resumeId));
}

type SummaryRow = Omit<
  Awaited<ReturnType<typeof selectRows>>[number],
  "coverNote" | "consentText" | "consentedAt" | "attribution"
>;

const overdueSince = (now: Date) => new Date(now.getTime() - APPLICATION_OVERDUE_DAYS * DAY_MS);

function toSummary(row: SummaryRow, now: Date): ApplicationSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    jobSlug: row.jobSlug,
    stage: row.stage,
    assignee:
      row.assigneeId && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
    createdAt: row.createdAt,
    opened: row.openedAt !== null,
    overdue: row.stage === "new" && row.createdAt < overdueSince(now),
    resume:
      row.resumeId && row.resumeName !== null && row.resumeKind && row.resumeSize !== null && row.resumeScan
        ? {
            id: row.resumeId,
            displayName: row.resumeName,
            kind: row.resumeKind,
            size: row.resumeSize,
            scanStatus: row.resumeScan,
          }
        : null,
  };
}

/** The list's filters: job, stage, assignee, overdue and the search (name or address). */
function filterConditions(
  filter: Partial<ApplicationFilter>,
  reader: ApplicationReader,
  now: Date,
): SQL | undefined {
  const { assignee: who, q } = filter;
  return and(
    filter.jobId ? eq(applications.jobId, filter.jobId) : undefined,
    filter.stage ? eq(applications.stage, filter.stage) : undefined,
    who === "none"
      ? isNull(applications.assigneeId)
      : who
        ? eq(applications.assigneeId, who === "me" ? reader.viewerId : who)
        : undefined,
    filter.overdue === "true"
      ? and(eq(applications.stage, "new"), lt(applications.createdAt, overdueSince(now)))
      : undefined,
    q ? or(ilike(applications.name, containing(q)), ilike(applications.email, containing(q))) : undefined,
  );
}

/** A page of the admin list, newest first, with how many match in all. */
export async function listApplications(
  db: Database,
  query: Partial<ApplicationFilter> & { page?: number | undefined; limit?: number | undefined },
  reader: ApplicationReader,
): Promise<{ items: ApplicationSummary[]; total: number; page: number; pageSize: number }> {
  const now = reader.now ?? new Date();
  const page = query.page ?? 1;
  const pageSize = query.limit ?? APPLICATION_PAGE_SIZE_DEFAULT;
  const where = filterConditions(query, reader, now);
  const [rows, [counted]] = await Promise.all([
    selectRows(db, summaryColumns)
      .where(where)
      .orderBy(...newestFirstOrder(applications))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return {
    items: rows.map((row) => toSummary(row, now)),
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}

/** Every stage's count over what the other filters match (the list's stage tabs), in one pass. */
export async function countApplicationsByStage(
  db: Database,
  filter: Omit<Partial<ApplicationFilter>, "stage">,
  reader: ApplicationReader,
): Promise<Record<ApplicationStage, number>> {
  const rows = await db
    .select({ stage: applications.stage, n: count() })
    .from(applications)
    .where(filterConditions({ ...filter, stage: undefined }, reader, reader.now ?? new Date()))
    .groupBy(applications.stage);
  return stageCounts(rows);
}

/** Zero for every stage none is in. */
export function stageCounts(
  rows: { stage: ApplicationStage; n: number }[],
): Record<ApplicationStage, number> {
  const counts = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<
    ApplicationStage,
    number
  >;
  for (const row of rows) counts[row.stage] += Number(row.n);
  return counts;
}

/** One application with the candidate's own words, or undefined. */
export async function findApplicationRecord(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<ApplicationRecord | undefined> {
  const [row] = await selectRows(db, recordColumns).where(eq(applications.id, id));
  if (!row) return undefined;
  return {
    ...toSummary(row, now),
    coverNote: row.coverNote,
    consentText: row.consentText,
    consentedAt: row.consentedAt,
    attribution: row.attribution,
  };
}

/**
 * A keyset page of records for the CSV export (newest first, after `cursor`): an export of every
 * application reads each page from where the last ended, however many there are.
 */
export async function exportApplicationPage(
  db: Database,
  query: Partial<ApplicationFilter> & { cursor?: string | undefined; limit: number },
  reader: ApplicationReader,
): Promise<ApplicationRecord[]> {
  const now = reader.now ?? new Date();
  const rows = await selectRows(db, recordColumns)
    .where(and(filterConditions(query, reader, now), afterCursor(applications, query.cursor)))
    .orderBy(...newestFirstOrder(applications))
    .limit(query.limit);
  return rows.map((row) => ({
    ...toSummary(row, now),
    coverNote: row.coverNote,
    consentText: row.consentText,
    consentedAt: row.consentedAt,
    attribution: row.attribution,
  }));
}

/** The cursor of the export's page after this application. */
export const encodeApplicationCursor = (application: { createdAt: Date | string; id: string }): string =>
  encodeKeysetCursor(application);
