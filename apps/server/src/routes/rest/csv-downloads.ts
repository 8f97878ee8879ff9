import type { Readable } from "node:stream";
import { applicationFilterInput, inquiryFilterInput, subscriberFilterInput } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { Caller } from "./adapter";
import { analyticsCsvHeaders, analyticsCsvStream } from "./analytics-csv";
import { applicationsCsvHeaders, applicationsCsvStream } from "./applications-csv";
import { inquiriesCsvHeaders, inquiriesCsvStream } from "./inquiries-csv";
import { subscribersCsvHeaders, subscribersCsvStream } from "./subscribers-csv";

export interface CsvDownload {
  stream(api: Caller, query: Record<string, unknown>): Promise<Readable>;
  /** Called once the stream has begun (its query was taken). */
  headers(query: Record<string, unknown>): Record<string, string>;
}

/** The filter of an export, refused (400 naming the field) as the list procedure would refuse it. */
function filterOf<S extends z.ZodType>(schema: S, query: Record<string, unknown>): z.output<S> {
  const filter = schema.safeParse(query);
  if (!filter.success) throw new TRPCError({ code: "BAD_REQUEST", cause: filter.error });
  return filter.data;
}

/**
 * The streams of the CSV downloads a procedure declares (`answer: { kind: "csv-download" }`), by
 * operation: each reads its list procedure one keyset page at a time (the analytics export, its one
 * report).
 */
export const CSV_DOWNLOADS: Record<string, CsvDownload> = {
  inquiriesExportCsv: {
    stream: (api, query) => inquiriesCsvStream(api, filterOf(inquiryFilterInput, query)),
    headers: () => inquiriesCsvHeaders(),
  },
  applicationsExportCsv: {
    stream: (api, query) => applicationsCsvStream(api, filterOf(applicationFilterInput, query)),
    headers: () => applicationsCsvHeaders(),
  },
  analyticsExportCsv: { stream: analyticsCsvStream, headers: analyticsCsvHeaders },
  subscribersExportCsv: {
    stream: (api, query) => subscribersCsvStream(api, filterOf(subscriberFilterInput, query)),
    headers: () => subscribersCsvHeaders(),
  },
};
