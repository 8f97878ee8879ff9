import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

// An old address that answers with a redirect. Every instance keeps them in memory and reloads them
// when a trigger announces a change (see the media_revisions_redirects migration); hits are counted
// in memory and added here in batches, which neither moves updated_at nor announces a change.
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    fromPath: text("from_path").notNull().unique("redirects_from_path_unique"),
    /** A path on this site or an absolute http(s) URL. */
    toUrl: text("to_url").notNull(),
    statusCode: integer("status_code").notNull().default(301),
    /** Made by renaming a published page or post rather than by hand. */
    automatic: boolean("automatic").notNull().default(false),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [check("redirects_status_code", sql`${t.statusCode} in (301, 302)`)],
);

export type Redirect = typeof redirects.$inferSelect;
