import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

// One row whose version moves on every change to what public pages show (pages, posts, SEO
// settings), by statement triggers (see the content_version migration). Every instance reads it,
// so a cached page is known stale at once, everywhere.
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);
