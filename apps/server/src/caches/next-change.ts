import { nextScheduledPublication } from "@staffing/api";
import type { DatabaseHandle } from "@staffing/db";

/** When public answers next change by themselves: a scheduled page or post going public. */
export interface NextChange {
  /** Seconds until then, or null when nothing is scheduled. */
  secondsAway(now?: number): number | null;
  stop(): Promise<void>;
}

/**
 * Follows the next scheduled publication: read at start and again on every content change (the
 * content version's announcement, heard by every instance), and again once the moment has passed.
 */
export async function followNextChange(database: DatabaseHandle): Promise<NextChange> {
  let next: number | null = null;
  let reading: Promise<void> | null = null;
  const read = () => {
    reading ??= nextScheduledPublication(database.db)
      .then((at) => {
        next = at?.getTime() ?? null;
      })
      // Not known now: the next announcement or passed moment reads it again.
      .catch(() => {})
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  await read();
  const unlisten = await database.listen(
    "content_version",
    () => void read(),
    () => void read(),
  );
  return {
    secondsAway(now = Date.now()) {
      if (next === null) return null;
      // Passed: the publication clock moves the content version, and this reads the one after it.
      if (next <= now) void read();
      return Math.max(0, (next - now) / 1000);
    },
    // Called as an onClose hook: the unlisten function takes nothing of Fastify's arguments.
    stop: () => unlisten(),
  };
}
