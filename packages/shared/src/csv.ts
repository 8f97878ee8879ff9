// The inquiries export of SPEC section 3 ("CSV export"). Written by hand rather than with a CSV
// library: quoting every field is one line, the formula guard is ours either way, and this module
// also runs in the browser bundle, where a dependency would cost bytes for nothing.
import { conversionPercent } from "./analytics";
import type { InquiryAttribution } from "./attribution";
import type { InquiryStatus } from "./constants";
import { INQUIRY_STATUS_LABELS } from "./texts/admin";
import { INQUIRY_FORM } from "./texts/inquiry-form";

export const INQUIRY_CSV_COLUMNS = [
  "Name",
  "Email",
  "Company",
  "Service",
  "Status",
  "Message",
  "Date",
] as const;

/** Where each inquiry came from (issue 21), after the spec's columns, which keep their order. */
export const INQUIRY_ATTRIBUTION_CSV_COLUMNS = [
  "Sent from",
  "Landing page",
  "Referrer",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
] as const;

/** Every column of the inquiries export, in order. */
export const INQUIRY_EXPORT_COLUMNS = [...INQUIRY_CSV_COLUMNS, ...INQUIRY_ATTRIBUTION_CSV_COLUMNS] as const;

/** The fields of an inquiry the export reads: a row from the database, or one that came over JSON. */
export interface InquiryCsvRecord {
  name: string;
  email: string;
  company: string | null;
  service: string | null;
  status: InquiryStatus;
  message: string | null;
  createdAt: Date | string;
  /** Absent from a record made before attribution was kept: its cells are empty. */
  attribution?: InquiryAttribution | null;
}

/** `inquiries-YYYY-MM-DD.csv`, the day taken in UTC so every server and browser names it alike. */
export function inquiryCsvFileName(date: Date): string {
  return `inquiries-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * The UTF-8 byte-order mark a CSV file starts with: without it, spreadsheet programs (Excel above
 * all) read the file in the machine's legacy code page and show accented names as mojibake.
 */
export const CSV_BOM = "\uFEFF";

export function inquiryCsvHeader(): string {
  return csvLine(INQUIRY_EXPORT_COLUMNS);
}

export function inquiryCsvRow(inquiry: InquiryCsvRecord): string {
  const service = inquiry.service ?? "";
  return csvLine([
    inquiry.name,
    inquiry.email,
    inquiry.company ?? "",
    // A value the form no longer offers is exported as stored rather than dropped.
    (INQUIRY_FORM.serviceLabels as Record<string, string>)[service] ?? service,
    INQUIRY_STATUS_LABELS[inquiry.status] ?? inquiry.status,
    inquiry.message ?? "",
    csvDate(inquiry.createdAt),
    ...attributionCells(inquiry.attribution),
  ]);
}

/** The attribution columns' cells (empty for a record without one). */
export function attributionCells(attribution: InquiryAttribution | null | undefined): string[] {
  const a = attribution;
  return [
    a?.pagePath,
    a?.landingPath,
    a?.referrer,
    a?.utmSource,
    a?.utmMedium,
    a?.utmCampaign,
    a?.utmTerm,
    a?.utmContent,
  ].map((value) => value ?? "");
}

/** The whole file: the byte-order mark, the header and a row per inquiry. */
export function buildInquiriesCsv(inquiries: Iterable<InquiryCsvRecord>): string {
  let csv = CSV_BOM + inquiryCsvHeader();
  for (const inquiry of inquiries) csv += inquiryCsvRow(inquiry);
  return csv;
}

// `YYYY-MM-DD HH:MM` in UTC: readable, sorts as text, and spreadsheets read it as a date-time.
// UTC because the file is built on a server whose zone says nothing about the reader's.
export function csvDate(value: Date | string): string {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

// Spreadsheets run a cell starting with one of these as a formula, so a visitor could plant
// `=HYPERLINK(...)` in the form and have it run on a staff machine (CSV injection). A leading
// apostrophe makes the cell plain text; spreadsheets hide it (DESIGN.md).
const FORMULA_START = /^[=+\-@\t\r]/;

// Every field is quoted with inner quotes doubled (RFC 4180): the spec asks it of the message, and
// quoting all of them keeps commas and line breaks in any field inside its cell.
function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The analytics report's export (issue 29): the landing pages, then the campaigns, for one period. */
export const ANALYTICS_CSV_COLUMNS = [
  "Row",
  "Landing page",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Visits",
  "Inquiries",
  "Conversion",
] as const;
/** What each row of the analytics export is, in its first column. */
export const ANALYTICS_CSV_ROWS = { landingPage: "Landing page", campaign: "Campaign" } as const;

/** `analytics-FROM-to-TO.csv`, the period's first and last UTC days. */
export function analyticsCsvFileName({ from, to }: { from: string; to: string }): string {
  return `analytics-${from}-to-${to}.csv`;
}

/** What the analytics export reads of the report. */
export interface AnalyticsCsvReport {
  landingPages: { path: string; visits: number; inquiries: number; conversion: number | null }[];
  campaigns: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    visits: number;
    inquiries: number;
  }[];
}

/** The whole analytics export: byte-order mark, header, a line per landing page, then per campaign. */
export function buildAnalyticsCsv(report: AnalyticsCsvReport): string {
  const lines = [CSV_BOM, csvLine(ANALYTICS_CSV_COLUMNS)];
  for (const page of report.landingPages) {
    lines.push(
      csvLine([
        ANALYTICS_CSV_ROWS.landingPage,
        page.path,
        "",
        "",
        "",
        String(page.visits),
        String(page.inquiries),
        conversionPercent(page.conversion),
      ]),
    );
  }
  for (const row of report.campaigns) {
    lines.push(
      csvLine([
        ANALYTICS_CSV_ROWS.campaign,
        "",
        row.source ?? "",
        row.medium ?? "",
        row.campaign ?? "",
        String(row.visits),
        String(row.inquiries),
        "",
      ]),
    );
  }
  return lines.join("");
}
