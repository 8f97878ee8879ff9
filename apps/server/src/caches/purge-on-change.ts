import { edgePurgeJobs } from "@staffing/api";
import type { DatabaseHandle } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import type { Logger } from "pino";

// The channel the edge_purges triggers announce on (migration 0019), heard when the change commits.
const CHANNEL = "edge_purge";

/**
 * Queues an `edge-purge` job as soon as a committed change has asked for a purge, on every instance
 * that hears it (a second job finds nothing waiting); after a reconnect, in case one was missed.
 * The kind's schedule sends what no instance heard within a minute.
 */
export async function purgeOnChange(database: DatabaseHandle, jobs: Jobs, log: Logger) {
  const queue = () =>
    jobs
      .send(database.db, edgePurgeJobs, [{}])
      .catch((error: unknown) =>
        log.warn({ err: error }, "queueing an edge purge failed; the next minute's sends it"),
      );
  const unlisten = await database.listen(
    CHANNEL,
    () => void queue(),
    () => void queue(),
  );
  return { stop: () => unlisten() };
}
