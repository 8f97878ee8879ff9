import type { Database } from "@staffing/db";
import type { MailOutbox } from "@staffing/mail";
import { type InquiryAcknowledgements, queueInquiryNotifications } from "./services/inquiries";

/** Told that a new inquiry's notification is due (the procedure that stored it does). */
export interface InquiryNotifications {
  wake(): void;
}

/** Queues nothing: for procedure tests, which call queueInquiryNotifications themselves. */
export const NO_INQUIRY_NOTIFICATIONS: InquiryNotifications = { wake: () => {} };

/**
 * Queues the due notifications in the background, so storing an inquiry is one statement: woken by
 * each new inquiry, one run at a time (a wake during a run asks for one more, so a burst of inquiries
 * is a few batches), and every `sweepMs` for marks a stop or a failure left.
 */
export class InquiryNotifier implements InquiryNotifications {
  #running: Promise<void> | null = null;
  #again = false;
  #sweep: NodeJS.Timeout | undefined;

  constructor(
    readonly db: Database,
    readonly mail: MailOutbox,
    readonly onError: (error: unknown) => void,
    /** Null: no acknowledgement goes to the visitor (INQUIRY_ACK_EMAIL=false). */
    readonly acknowledgements: InquiryAcknowledgements | null = null,
  ) {}

  /** Queues what is due now, and again every `sweepMs`. */
  start(sweepMs: number): void {
    this.wake();
    this.#sweep = setInterval(() => this.wake(), sweepMs);
    this.#sweep.unref();
  }

  wake(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
    });
  }

  /** Stops the sweep and waits for the run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#sweep);
    while (this.#running) await this.#running;
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      try {
        await queueInquiryNotifications(this.db, this.mail, this.acknowledgements);
      } catch (error) {
        // The marks stay: the next wake or sweep queues them.
        this.onError(error);
      }
    } while (this.#again);
  }
}
