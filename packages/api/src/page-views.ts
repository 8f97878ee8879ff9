import type { Database } from "@staffing/db";
import { addPageViews, type CountedView } from "./services/analytics";

/** Where the analytics beacon's views go. Defined here, run by the server (a PageViewBuffer). */
export interface PageViews {
  count(view: CountedView): void;
}

/** Counts nothing: for procedure tests and callers without analytics. */
export const NO_PAGE_VIEWS: PageViews = { count: () => {} };

// Past this many distinct counters waiting (a database away for long), new ones are dropped rather
// than let memory grow without end; counters already waiting still add up.
const MAX_WAITING_COUNTERS = 50_000;

/**
 * Views counted in memory and added to the daily counters every few seconds, so a visit costs the
 * page no query. Each instance flushes its own: the counters are sums, so instances add up. A
 * failed flush keeps its counts for the next one; stop() flushes what is left.
 */
export class PageViewBuffer implements PageViews {
  private waiting = new Map<string, { view: CountedView; views: number }>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  count(view: CountedView) {
    const key = JSON.stringify([view.day, view.path, view.referrerHost, view.utmSource, view.deviceClass]);
    const counter = this.waiting.get(key);
    if (counter) counter.views += 1;
    else if (this.waiting.size < MAX_WAITING_COUNTERS) this.waiting.set(key, { view, views: 1 });
  }

  start(intervalMs: number) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Adds what is waiting to the database; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.waiting.size === 0) return;
      const counted = this.waiting;
      this.waiting = new Map();
      try {
        await addPageViews(this.db, [...counted.values()]);
      } catch (error) {
        // Kept for the next try: the database may be back by then.
        for (const [key, counter] of counted) {
          const now = this.waiting.get(key);
          if (now) now.views += counter.views;
          else this.waiting.set(key, counter);
        }
        this.onError(error);
      }
    });
    return this.flushing;
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
  }
}
