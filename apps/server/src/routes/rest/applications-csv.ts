import { type ApplicationRecord, encodeApplicationCursor } from "@staffing/api";
import {
  type ApplicationFilter,
  applicationCsvFileName,
  applicationCsvHeader,
  applicationCsvRow,
  CSV_BOM,
} from "@staffing/shared";
import type { Caller } from "./adapter";
import { CSV_PAGE_SIZE, csvDownloadHeaders, keysetCsvStream } from "./csv-stream";

/** The applications CSV, read through `applications.exportPage` one keyset page at a time. */
export const applicationsCsvStream = (api: Caller, filter: ApplicationFilter) =>
  keysetCsvStream<Omit<ApplicationRecord, "consentText" | "consentedAt">>({
    page: (cursor) => api.applications.exportPage({ ...filter, limit: CSV_PAGE_SIZE, cursor }),
    cursorOf: encodeApplicationCursor,
    // The byte-order mark first, as the inquiries export: spreadsheets then read it as UTF-8.
    header: CSV_BOM + applicationCsvHeader(),
    line: applicationCsvRow,
  });

export const applicationsCsvHeaders = (now = new Date()) => csvDownloadHeaders(applicationCsvFileName(now));
