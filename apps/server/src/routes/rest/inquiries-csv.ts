import { Readable } from "node:stream";
import { inquiryCursor } from "@staffing/api";
import type { Inquiry } from "@staffing/db";
import {
  INQUIRY_PAGE_SIZE_MAX,
  type InquiryFilter,
  inquiryCsvFileName,
  inquiryCsvHeader,
  inquiryCsvRow,
} from "@staffing/shared";
import type { Caller } from "./adapter";

type InquiryPage = (cursor?: string) => Promise<Inquiry[]>;

/**
 * The inquiries CSV as a stream, read through `inquiries.list` one page at a time, so memory stays
 * flat however many there are. The first page is read before anything is sent: a refused or
 * invalid request still gets its JSON error and status, never half a file.
 */
export async function inquiriesCsvStream(api: Caller, filter: InquiryFilter): Promise<Readable> {
  const page: InquiryPage = (cursor) =>
    api.inquiries.list({ status: filter.status, q: filter.q, limit: INQUIRY_PAGE_SIZE_MAX, cursor });
  const first = await page();
  // Not object mode: text chunks become bytes, as the reply and its compression expect.
  return Readable.from(csvChunks(first, page), { objectMode: false });
}

async function* csvChunks(first: Inquiry[], page: InquiryPage): AsyncGenerator<string> {
  yield inquiryCsvHeader();
  let rows = first;
  for (;;) {
    if (rows.length > 0) yield rows.map(inquiryCsvRow).join("");
    const last = rows.at(-1);
    if (rows.length < INQUIRY_PAGE_SIZE_MAX || !last) return;
    // A keyset cursor: inquiries arriving during the export are newer and never shift the pages.
    rows = await page(inquiryCursor(last));
  }
}

export const inquiriesCsvHeaders = (now = new Date()): Record<string, string> => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${inquiryCsvFileName(now)}"`,
  // Personal data: no shared cache or browser cache keeps a copy.
  "cache-control": "no-store",
});
