import { announceDuePublications, nextScheduledPublication } from "@staffing/api";
import type { DatabaseHandle } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import type { FastifyBaseLogger } from "fastify";

/** The longest the clock sleeps between due checks, whatever it knows of the schedule. */
const LONGEST_SLEEP_MS = 30_000;
// A moment's due check runs just after it, so the database's clock has surely passed it too.
const AFTER_DUE_MS = 25;

/**
 * Makes scheduled pages and posts go public on time with nobody signed in: every instance wakes at
 * the next scheduled moment (and at least every 30 s) and runs the due check, which moves the content
 * version once per moment, on whichever instance gets there first (see announceDuePublications).
 * A change anywhere (heard as the content version's announcement) may have scheduled something
 * sooner, so the clock looks again then.
 */
export async function startPublicationClock(database: DatabaseHandle, jobs: Jobs, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let work: Promise<void> = Promise.resolve();

  const sleepUntilNext = async () => {
    const next = await nextScheduledPublication(database.db);
    const wait = next ? next.getTime() - Date.now() + AFTER_DUE_MS : LONGEST_SLEEP_MS;
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, Math.max(AFTER_DUE_MS, Math.min(wait, LONGEST_SLEEP_MS))).unref();
  };
  // One step at a time: a wake-up and a replan never interleave.
  const step = (task: () => Promise<void>) => {
    work = work.then(task).catch((error: unknown) => {
      log.warn({ err: error }, "the publication clock could not check the schedule");
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(wake, LONGEST_SLEEP_MS).unref();
    });
  };
  function wake() {
    step(async () => {
      await announceDuePublications(database.db, jobs);
      await sleepUntilNext();
    });
  }

  const unlisten = await database.listen(
    "content_version",
    () => step(sleepUntilNext),
    () => {},
  );
  wake();
  // Start-up's due check is over before the server reads the content version: a page rendered first
  // is not made stale by its announcement a moment later.
  await work;
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await unlisten();
      await work;
    },
  };
}
