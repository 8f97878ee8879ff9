import { Readable } from "node:stream";
import { INQUIRY_PAGE_SIZE_MAX } from "@staffing/shared";

/** The largest page read at a time for an export. */
export const CSV_PAGE_SIZE = INQUIRY_PAGE_SIZE_MAX;

/**
 * A CSV export as a stream, read one keyset page at a time, so memory stays flat however many rows
 * there are. The first page is read before anything is sent: a refused or invalid request still
 * gets its JSON error and status, never half a file.
 */
export async function keysetCsvStream<Row>(options: {
  page: (cursor?: string) => Promise<Row[]>;
  cursorOf: (row: Row) => string;
  header: string;
  line: (row: Row) => string;
}): Promise<Readable> {
  const first = await options.page();
  // Not object mode: text chunks become bytes, as the reply and its compression expect.
  return Readable.from(chunks(first, options), { objectMode: false });
}

async function* chunks<Row>(
  first: Row[],
  options: {
    page: (cursor?: string) => Promise<Row[]>;
    cursorOf: (row: Row) => string;
    header: string;
    line: (row: Row) => string;
  },
): AsyncGenerator<string> {
  yield options.header;
  let rows = first;
  for (;;) {
    if (rows.length > 0) yield rows.map(options.line).join("");
    const last = rows.at(-1);
    if (rows.length < CSV_PAGE_SIZE || !last) return;
    // A keyset cursor: rows arriving during the export are newer and never shift the pages.
    rows = await options.page(options.cursorOf(last));
  }
}

/** Personal data: downloaded as a file, and no shared cache or browser cache keeps a copy. */
export const csvDownloadHeaders = (fileName: string): Record<string, string> => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${fileName}"`,
  "cache-control": "no-store",
});
