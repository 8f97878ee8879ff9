import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Purges a committed change asks of the edge (Varnish, a CDN): written by triggers on what public
// answers show (migration 0019), in the change's own transaction, and sent by the `edge-purge` job;
// the rows are also the purge log admins read.
export const edgePurges = pgTable(
  "edge_purges",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The surrogate keys to purge (apps/server/src/caches/surrogate-keys.ts). */
    keys: text("keys").array().notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the edge confirmed it; null while waiting or failing. */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    /** Where it went: varnish, cloudflare, fastly, or none (no edge configured). */
    target: text("target"),
    attempts: integer("attempts").notNull().default(0),
    /** The last failure, as the edge answered it (a status, never a token). */
    lastError: text("last_error"),
  },
  (t) => [index("edge_purges_waiting_idx").on(t.id).where(sql`${t.purgedAt} IS NULL`)],
);

export type EdgePurge = typeof edgePurges.$inferSelect;
