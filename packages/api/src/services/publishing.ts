import type { blogPosts, pages } from "@staffing/db";
import { type AnyColumn, and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";

// What 'Published' and 'Publish at' mean for pages and posts alike: an item is public once it is
// published and its publishedAt has come; published with publishedAt ahead, it is scheduled.

/** Published, and not scheduled for later (an item published before publishedAt existed has none). */
export const isPublic = (table: typeof blogPosts | typeof pages): SQL | undefined =>
  and(eq(table.isPublished, true), or(isNull(table.publishedAt), lte(table.publishedAt, sql`now()`)));

interface Publication {
  isPublished: boolean;
  publishedAt?: Date | null | undefined;
}

/** A new item: the moment asked for, or now if it is published without one. */
export function publishedAtOnCreate(values: Publication): Date | SQL | null {
  return values.publishedAt ?? (values.isPublished ? sql`now()` : null);
}

/**
 * A saved item (`undefined` leaves the column as it is): a moment asked for is taken as it is; none
 * given keeps the stored moment (SPEC: set the first time an item is published, kept afterwards);
 * an emptied field keeps the moment an item already went public, and makes a scheduled one public now.
 */
export function publishedAtOnUpdate(column: AnyColumn, values: Publication): Date | SQL | null | undefined {
  if (values.publishedAt instanceof Date) return values.publishedAt;
  if (values.publishedAt === undefined)
    return values.isPublished ? sql`coalesce(${column}, now())` : undefined;
  return values.isPublished ? sql`case when ${column} <= now() then ${column} else now() end` : null;
}

/** Whether visitors could see the item (as it was read inside a transaction). */
export const wasPublic = (item: { isPublished: boolean; publishedAt: Date | null }) =>
  item.isPublished && (item.publishedAt === null || item.publishedAt.getTime() <= Date.now());
