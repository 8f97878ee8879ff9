import type { Database } from "@staffing/db";
import { REQUEST_ERROR_MESSAGES } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { addPageViews, type CountedView, counterKey, type ViewCount } from "./services/analytics";

/** Where the analytics beacon's views go. Defined here, run by the server (a PageViewWriter). */
export interface PageViews {
  /** Counts one view; resolves once it is in the database (the beacon's 204 waits for that). */
  record(view: CountedView): Promise<void>;
}

/** Counts nothing: for procedure tests and callers without analytics. */
export const NO_PAGE_VIEWS: PageViews = { record: async () => {} };

// Past this many distinct counters waiting for one statement (a database that has stopped answering),
// a new view is refused (503) rather than let memory grow without end.
const MAX_WAITING_COUNTERS = 50_000;

/**
 * Writes the views in group commits, so a view answered 204 is never lost, even when the instance
 * dies the next moment: each view waits for the statement that adds it to the daily counters, and
 * every view that arrives while a statement runs goes into the next one (one statement for all of
 * them, summed by counter). A quiet site writes each view at once; a busy one writes many per
 * statement, so a visit still costs the page nothing (the beacon is sent after it, and nobody waits
 * for its answer). Instances write their own views: the counters are sums, so instances add up.
 */
export class PageViewWriter implements PageViews {
  #waiting = new Map<string, ViewCount>();
  #waiters: { resolve(): void; reject(error: unknown): void }[] = [];
  #writing: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  record(view: CountedView): Promise<void> {
    const key = counterKey(view);
    const entries = view.entry ? 1 : 0;
    const counter = this.#waiting.get(key);
    if (counter) {
      counter.views += 1;
      counter.entries += entries;
    } else if (this.#waiting.size < MAX_WAITING_COUNTERS) this.#waiting.set(key, { view, views: 1, entries });
    else
      return Promise.reject(
        new TRPCError({ code: "SERVICE_UNAVAILABLE", message: REQUEST_ERROR_MESSAGES.databaseUnavailable }),
      );
    const written = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    // The run always has this view to write, so it awaits before it can end.
    this.#writing ??= this.#writeWhileWaiting();
    return written;
  }

  /** Waits for the views already counted to be written (the server's stop). */
  async stop(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  async #writeWhileWaiting(): Promise<void> {
    try {
      while (this.#waiting.size > 0) {
        const counted = this.#waiting;
        const waiters = this.#waiters;
        this.#waiting = new Map();
        this.#waiters = [];
        try {
          await addPageViews(this.db, [...counted.values()]);
          for (const waiter of waiters) waiter.resolve();
        } catch (error) {
          // Not written, so not answered 204: each beacon gets the error (503 while the database is away).
          for (const waiter of waiters) waiter.reject(error);
        }
      }
    } finally {
      // Cleared in the same step as the loop's last check, before the callers of the views just
      // resolved run on: a view one of them records next starts a run of its own. (Cleared a tick
      // later, such a view joined a run that had already ended, and waited for ever.)
      this.#writing = null;
    }
  }
}
