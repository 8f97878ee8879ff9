import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { DomainError } from "./errors";
import { newestFirst } from "./ordering";

// The cursor of a newest-first list paged by (created_at, id) (encodeKeysetCursor, shared).
export { encodeKeysetCursor } from "@staffing/shared";

/** A table every admin list pages through newest first: by (created_at, id). */
type PagedTable = PgTable & { createdAt: AnyColumn; id: AnyColumn };

const UUID = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

function decodeKeysetCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(time ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !UUID.test(id)) {
    throw new DomainError("bad_request", "The cursor is not valid.");
  }
  return { createdAt, id };
}

/** Newest first, then by id: the order the cursor continues. */
export const newestFirstOrder = (table: PagedTable): SQL[] => [
  newestFirst(table.createdAt),
  newestFirst(table.id),
];

/**
 * The rows after the cursor's in newest-first order; no condition without a cursor. PostgreSQL keeps
 * microseconds and a JS Date only milliseconds, so the cursor's time can sit just below its row's:
 * rows stored in one statement share a time and would all be skipped. The row's own time is read
 * back instead; the cursor's time stands in only if that row is gone.
 */
export function afterCursor(table: PagedTable, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const after = decodeKeysetCursor(cursor);
  const at = sql`coalesce((select c.created_at from ${table} c where c.id = ${after.id}), ${after.createdAt.toISOString()}::timestamptz)`;
  return sql`(${table.createdAt}, ${table.id}) < (${at}, ${after.id}::uuid)`;
}
