import { type SubscriberRecord, subscriberCursor } from "@staffing/api";
import {
  CSV_BOM,
  type SubscriberFilter,
  subscriberCsvFileName,
  subscriberCsvHeader,
  subscriberCsvRow,
} from "@staffing/shared";
import type { Caller } from "./adapter";
import { CSV_PAGE_SIZE, csvDownloadHeaders, keysetCsvStream } from "./csv-stream";

/** The subscribers CSV with each one's consent record, read through `subscribers.list` page by page. */
export const subscribersCsvStream = (api: Caller, filter: SubscriberFilter) =>
  keysetCsvStream<SubscriberRecord>({
    page: (cursor) =>
      api.subscribers.list({ status: filter.status, q: filter.q, limit: CSV_PAGE_SIZE, cursor }),
    cursorOf: subscriberCursor,
    // The byte-order mark first, as in the inquiries export: spreadsheet programs then read the file
    // as UTF-8 and show accented names as typed.
    header: CSV_BOM + subscriberCsvHeader(),
    line: subscriberCsvRow,
  });

export const subscribersCsvHeaders = (now = new Date()) => csvDownloadHeaders(subscriberCsvFileName(now));
