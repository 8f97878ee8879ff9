import { authRequestCounters, type Database } from "@staffing/db";
import { sql } from "drizzle-orm";

const c = authRequestCounters;

/**
 * Counts one request under `key` in a window, in one statement (concurrent requests cannot slip
 * past), and answers the seconds until the window ends when the count is over `max`, else null.
 */
export async function countRequest(
  db: Database,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<number | null> {
  const expired = sql`${c.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(c)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${c.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${c.windowStartedAt} end`,
      },
    })
    .returning({
      hits: c.hits,
      secondsLeft:
        sql<number>`ceil(extract(epoch from ${c.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))`.mapWith(
          Number,
        ),
    });
  if (!row || row.hits <= max) return null;
  return Math.max(1, row.secondsLeft);
}
