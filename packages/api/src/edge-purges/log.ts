import { type Database, edgePurges } from "@staffing/db";
import { desc, inArray, isNull, sql } from "drizzle-orm";

/** Purges waiting at most this many to a job: one request to the edge names all their keys. */
const PURGES_PER_SEND = 500;
/** The purge log keeps sent purges this long. */
const KEPT_DAYS = 30;

/** The purge log, newest first (admins read it in the panel). */
export function listEdgePurges(db: Database, limit: number) {
  return db.select().from(edgePurges).orderBy(desc(edgePurges.id)).limit(limit);
}

/** Purges the edge has not confirmed yet, oldest first. */
export function waitingEdgePurges(db: Database) {
  return db
    .select({ id: edgePurges.id, keys: edgePurges.keys })
    .from(edgePurges)
    .where(isNull(edgePurges.purgedAt))
    .orderBy(edgePurges.id)
    .limit(PURGES_PER_SEND);
}

/** Marks purges sent (to `target`), and forgets sent ones older than the log keeps. */
export async function markEdgePurgesSent(db: Database, ids: number[], target: string) {
  await db
    .update(edgePurges)
    .set({ purgedAt: sql`now()`, target, attempts: sql`${edgePurges.attempts} + 1`, lastError: null })
    .where(inArray(edgePurges.id, ids));
  await db
    .delete(edgePurges)
    .where(sql`${edgePurges.purgedAt} < now() - make_interval(days => ${KEPT_DAYS})`);
}

/** Notes a failed attempt on each purge it carried (what the edge answered; never a token). */
export async function markEdgePurgesFailed(db: Database, ids: number[], target: string, error: string) {
  await db
    .update(edgePurges)
    .set({ target, attempts: sql`${edgePurges.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(inArray(edgePurges.id, ids));
}
