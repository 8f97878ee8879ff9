import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The rows after a keyset cursor's (keyset-cursor.ts) in newest-first order, for any table paged by
 * (created_at, id). PostgreSQL keeps microseconds and a JS Date only milliseconds, so the cursor's
 * time can sit just below its row's: the row's own time is read back instead; the cursor's time
 * stands in only if that row is gone.
 */
export function olderThan(
  table: PgTable,
  columns: { createdAt: AnyColumn; id: AnyColumn },
  after: { createdAt: Date; id: string },
): SQL {
  const at = sql`coalesce((select c.created_at from ${table} c where c.id = ${after.id}), ${after.createdAt.toISOString()}::timestamptz)`;
  return sql`(${columns.createdAt}, ${columns.id}) < (${at}, ${after.id}::uuid)`;
}
