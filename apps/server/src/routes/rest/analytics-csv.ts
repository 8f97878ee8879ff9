import { Readable } from "node:stream";
import { analyticsCsvFileName, analyticsPeriodInput, buildAnalyticsCsv } from "@staffing/shared";
import type { Caller } from "./adapter";
import { csvDownloadHeaders } from "./csv-stream";

// Issue 29: the analytics report's landing pages and campaigns for one period, as CSV. One answer
// of the report (at most ANALYTICS_LIST_LIMIT rows of each), so it is built whole, not paged; the
// report procedure checks the period (400 naming the field) and the caller's role.

export async function analyticsCsvStream(api: Caller, query: Record<string, unknown>): Promise<Readable> {
  const report = await api.analytics.report(query as Parameters<Caller["analytics"]["report"]>[0]);
  return Readable.from([buildAnalyticsCsv(report)]);
}

/** Named after the period; only called once the report has taken the query. */
export function analyticsCsvHeaders(query: Record<string, unknown>): Record<string, string> {
  const period = analyticsPeriodInput.parse(query);
  return csvDownloadHeaders(analyticsCsvFileName(period));
}
