import type { Database } from "@staffing/db";
import { defineJobKind, type Jobs } from "@staffing/jobs";
import { z } from "zod";
import { type InquiryAcknowledgements, queueInquiryNotifications } from "./services/inquiries";

/** Told that a new inquiry's notification is due (the procedure that stored it does). */
export interface InquiryNotifications {
  wake(): void;
}

/** Queues nothing: for procedure tests, which call queueInquiryNotifications themselves. */
export const NO_INQUIRY_NOTIFICATIONS: InquiryNotifications = { wake: () => {} };

/** What queueing the notifications needs: the database, the job system, the acknowledgements' rule. */
export interface InquiryNotificationDeps {
  db: Database;
  jobs: Jobs;
  /** Null: no acknowledgement goes to the visitor (INQUIRY_ACK_EMAIL=false). */
  acknowledgements: InquiryAcknowledgements | null;
}

/**
 * Queues the due notifications in the background, so storing an inquiry is one statement: woken by
 * each new inquiry on this instance, one run at a time (a wake during a run asks for one more, so a
 * burst of inquiries is a few batches). Marks a stop or a failure left are swept up by the
 * `inquiry-notifications` job every minute, once across every instance.
 */
export class InquiryNotifier implements InquiryNotifications {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    readonly deps: InquiryNotificationDeps,
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
    const { db, jobs, acknowledgements } = this.deps;
    do {
      this.#again = false;
      try {
        await queueInquiryNotifications(db, jobs, acknowledgements);
      } catch (error) {
        // The marks stay: the next wake or the minute's sweep queues them.
        this.onError(error);
      }
    } while (this.#again);
  }
}

/**
 * The sweep: every minute, on one instance, queues the notifications whose marks a stopped or
 * failed run left (the instance that stored the inquiry may be gone).
 */
export const inquiryNotificationSweep = defineJobKind({
  name: "inquiry-notifications",
  data: z.object({}),
  priority: "background",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  concurrency: 1,
  timeoutSeconds: 60,
  schedule: { cron: "* * * * *", data: {} },
  async work(_job, { db, jobs, acknowledgements }: InquiryNotificationDeps) {
    await queueInquiryNotifications(db, jobs, acknowledgements);
  },
});
