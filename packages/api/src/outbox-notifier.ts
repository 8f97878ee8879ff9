import type { Database } from "@staffing/db";
import { defineJobKind, type JobKind, type Jobs } from "@staffing/jobs";
import { z } from "zod";

/** Told that a new record's notification is due (the procedure that stored it does). */
export interface OutboxNotifications {
  wake(): void;
}

/** Queues nothing: for procedure tests, which queue the notifications themselves. */
export const NO_OUTBOX_NOTIFICATIONS: OutboxNotifications = { wake: () => {} };

/**
 * What queueing an outbox's notifications needs: the database, the job system and the rule for the
 * acknowledgements to the sender (null: none goes).
 */
export interface OutboxDeps<Acknowledgements> {
  db: Database;
  jobs: Jobs;
  acknowledgements: Acknowledgements | null;
}

/**
 * Turns an outbox's marks (inquiry_notifications, application_notifications) into mail jobs in the
 * background, so storing the record stays one short write: woken by each new record on this
 * instance, one run at a time (a wake during a run asks for one more, so a burst is a few batches).
 * Marks a stop or a failure left are swept up by the outbox's minute job, once across every instance.
 */
export class OutboxNotifier implements OutboxNotifications {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    readonly queue: () => Promise<unknown>,
    readonly onError: (error: unknown) => void,
  ) {}

  wake(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
    });
  }

  /** Waits for the run in progress. */
  async stop(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      try {
        await this.queue();
      } catch (error) {
        // The marks stay: the next wake or the minute's sweep queues them.
        this.onError(error);
      }
    } while (this.#again);
  }
}

/**
 * An outbox's sweep: every minute, on one instance, `queue` turns the marks a stopped or failed run
 * left into mail jobs (the instance that stored the record may be gone).
 */
export function outboxSweep<Deps>(
  name: string,
  queue: (deps: Deps) => Promise<unknown>,
): JobKind<Record<string, never>, Deps> {
  return defineJobKind({
    name,
    data: z.object({}),
    priority: "background",
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    concurrency: 1,
    timeoutSeconds: 60,
    schedule: { cron: "* * * * *", data: {} },
    async work(_job, deps: Deps) {
      await queue(deps);
    },
  });
}
