import { inquiryCursor } from "@staffing/api";
import type { Inquiry } from "@staffing/db";
import {
  CSV_BOM,
  type InquiryFilter,
  inquiryCsvFileName,
  inquiryCsvHeader,
  inquiryCsvRow,
} from "@staffing/shared";
import type { Caller } from "./adapter";
import { CSV_PAGE_SIZE, csvDownloadHeaders, keysetCsvStream } from "./csv-stream";

/** The inquiries CSV, read through `inquiries.list` one page at a time. */
export const inquiriesCsvStream = (api: Caller, filter: InquiryFilter) =>
  keysetCsvStream<Inquiry>({
    page: (cursor) => api.inquiries.list({ ...filter, limit: CSV_PAGE_SIZE, cursor }),
    cursorOf: inquiryCursor,
    // The byte-order mark first: spreadsheet programs then read the file as UTF-8.
    header: CSV_BOM + inquiryCsvHeader(),
    line: inquiryCsvRow,
  });

export const inquiriesCsvHeaders = (now = new Date()) => csvDownloadHeaders(inquiryCsvFileName(now));
