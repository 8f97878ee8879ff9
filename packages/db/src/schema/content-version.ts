import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

// One row whose version moves on every change to what public pages show (pages, posts, SEO
// settings), by statement triggers (see the content_version migration). Every instance reads it,
// so a cached page is known stale at once, everywhere.
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    // Scheduled pages and posts due up to this moment have moved the version: the due check moves
    // it once per due moment, on whichever instance gets there first.
    announcedThrough: timestamp("announced_through", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);
