// The applications export (issue 30, point 4): the admin list's rows with the candidate's own words,
// every cell behind the inquiries export's formula guard (a candidate types the name and the note).
import { APPLICATION_STAGE_LABELS, type ApplicationStage } from "./applications";
import type { InquiryAttribution } from "./attribution";
import { attributionCells, csvDate, csvLine, INQUIRY_ATTRIBUTION_CSV_COLUMNS } from "./csv";

export const APPLICATION_CSV_COLUMNS = [
  "Name",
  "Email",
  "Phone",
  "Job",
  "Stage",
  "Assignee",
  "Applied",
  "Résumé",
  "Cover note",
  ...INQUIRY_ATTRIBUTION_CSV_COLUMNS,
] as const;

/** The fields of an application the export reads: a row from the API, or one that came over JSON. */
export interface ApplicationCsvRecord {
  name: string;
  email: string;
  phone: string | null;
  jobTitle: string;
  stage: ApplicationStage;
  assignee: { name: string } | null;
  createdAt: Date | string;
  resume: { displayName: string } | null;
  coverNote: string | null;
  attribution?: InquiryAttribution | null;
}

/** `applications-YYYY-MM-DD.csv`, the day in UTC. */
export const applicationCsvFileName = (date: Date): string =>
  `applications-${date.toISOString().slice(0, 10)}.csv`;

export const applicationCsvHeader = (): string => csvLine(APPLICATION_CSV_COLUMNS);

export function applicationCsvRow(application: ApplicationCsvRecord): string {
  return csvLine([
    application.name,
    application.email,
    application.phone ?? "",
    application.jobTitle,
    APPLICATION_STAGE_LABELS[application.stage] ?? application.stage,
    application.assignee?.name ?? "",
    csvDate(application.createdAt),
    application.resume?.displayName ?? "",
    application.coverNote ?? "",
    ...attributionCells(application.attribution),
  ]);
}
