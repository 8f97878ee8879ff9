import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// drizzle-kit writes DESC indexes as "DESC NULLS LAST", while a plain ORDER BY ... DESC means
// NULLS FIRST; ordering the same way as the index lets PostgreSQL walk it instead of sorting.
export const newestFirst = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
