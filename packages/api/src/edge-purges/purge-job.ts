import type { Database } from "@staffing/db";
import { defineJobKind, type JobLogger } from "@staffing/jobs";
import { z } from "zod";
import { markEdgePurgesFailed, markEdgePurgesSent, waitingEdgePurges } from "./log";

/** The edge a deployment purges (the server builds it from EDGE_PURGE). */
export interface EdgePurger {
  /** varnish, cloudflare, fastly, or none. */
  name: string;
  /** Purges every answer that carries one of these keys; throws what the edge answered when it fails. */
  purge(keys: readonly string[], signal: AbortSignal): Promise<void>;
}

export interface EdgePurgeDeps {
  db: Database;
  purger: EdgePurger;
  logger: Pick<JobLogger, "info">;
}

/**
 * Sends the purges that committed changes asked for (the edge_purges rows their triggers wrote): all
 * waiting keys in one request, then marks them sent. A failure is noted on each row (the panel's
 * purge log) and the job is retried; rows stay waiting until a send succeeds, so nothing is lost
 * while the edge is down. A job runs on each change's announcement and every minute besides, and
 * two jobs at once only purge the same keys twice.
 */
export const edgePurgeJobs = defineJobKind({
  name: "edge-purge",
  data: z.object({}),
  priority: "prompt",
  // The first retry after 1-2 s, then doubling: an edge back within minutes gets the purge then.
  retry: { limit: 10, delaySeconds: 2, backoff: true },
  concurrency: 1,
  timeoutSeconds: 30,
  // A change whose announcement no instance heard (all were stopping) is sent within a minute.
  schedule: { cron: "* * * * *", data: {} },
  async work({ signal, attempt }, { db, purger, logger }: EdgePurgeDeps) {
    const waiting = await waitingEdgePurges(db);
    if (waiting.length === 0) return;
    const ids = waiting.map((purge) => purge.id);
    const keys = [...new Set(waiting.flatMap((purge) => purge.keys))].sort();
    try {
      await purger.purge(keys, signal);
    } catch (error) {
      await markEdgePurgesFailed(
        db,
        ids,
        purger.name,
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    }
    await markEdgePurgesSent(db, ids, purger.name);
    logger.info({ target: purger.name, keys, attempt }, "edge purge");
  },
});
