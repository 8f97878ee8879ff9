import type { JobWithMetadata, PgBoss } from "pg-boss";
import type { PriorityClass } from "./kind";
import type { Registration } from "./registration";

/** How long an idle worker waits before it looks for work again (a new job wakes it sooner). */
export const POLL_MS: Record<PriorityClass, number> = { account: 1_000, prompt: 2_000, background: 10_000 };

// Once every slot is busy, the next fetch waits until half of them are free, or until this long after
// the first one freed: jobs are fetched in batches, and a few slow jobs never keep the rest waiting.
const REFILL_WAIT_MS = 20;
// A key (a webhook's receiver) whose attempt failed is not fetched for this long, doubling with each
// further failure up to the most: a receiver that hangs holds its workers only now and then.
const GROUP_BACKOFF_MS = { first: 2_000, most: 30_000 };

export interface JobLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Told how each attempt ended (the server's metrics). */
export interface JobObserver {
  completed(queue: string): void;
  failed(queue: string): void;
}

/**
 * Works one kind's queue on this instance. pg-boss stores the jobs, retries them, expires the ones
 * a dead instance held and runs the schedules; this loop takes their place in `work()` because
 * pg-boss's worker treats a batch as a unit (its next fetch waits for the slowest job of the last
 * batch, and the batch is completed together), while here every job holds only its own slot and is
 * completed the moment its handler returns. So one hanging receiver delays nobody else, and the time
 * between an effect (the SMTP server's 250, the receiver's 2xx) and its job's completion is one
 * statement, not a batch (see "Exactly once" in docs/architecture.md).
 */
export class KindRunner {
  readonly #inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();
  readonly #groupBackoff = new Map<string, { until: number; failures: number }>();
  readonly #completions: CompletionBatcher;
  readonly #refillAt: number;
  #stopping = false;
  #woken = false;
  #nudge: (() => void) | null = null;
  #loop: Promise<void> | null = null;
  #lastFetchError = 0;

  constructor(
    private readonly boss: PgBoss,
    private readonly kind: Registration,
    private readonly logger: JobLogger,
    private readonly observer: JobObserver | undefined,
  ) {
    this.#completions = new CompletionBatcher(boss, kind.name);
    this.#refillAt = Math.max(1, Math.floor(kind.concurrency / 2));
  }

  start(): void {
    this.#loop = this.#run();
  }

  /** A job of this kind was queued: an idle worker looks at once. */
  wake(): void {
    this.#woken = true;
    this.#nudge?.();
  }

  /**
   * Takes no more jobs, gives those in flight `graceMs` to finish, then aborts the rest: their
   * attempts fail and pg-boss retries them (here after a restart, or on another instance).
   */
  async stop(graceMs: number): Promise<void> {
    this.#stopping = true;
    this.#nudge?.();
    await this.#loop;
    const running = () => Promise.all([...this.#inFlight.values()].map((job) => job.done));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([running(), graceOver]);
    clearTimeout(timer);
    for (const job of this.#inFlight.values()) job.controller.abort(new Error("The server is stopping."));
    await running();
  }

  /** Jobs in flight on this instance now. */
  get active(): number {
    return this.#inFlight.size;
  }

  async #run(): Promise<void> {
    const { concurrency } = this.kind;
    while (!this.#stopping) {
      const free = concurrency - this.#inFlight.size;
      let fetched = 0;
      if (free > 0) {
        this.#woken = false;
        fetched = await this.#fetchAndStart(free);
      }
      if (this.#stopping) break;
      if (fetched > 0 && fetched === free) {
        // More may be waiting: fetch again as soon as a batch's worth of slots is free.
        await this.#waitFor(() => this.#inFlight.size < concurrency, Number.POSITIVE_INFINITY);
        await this.#waitFor(() => concurrency - this.#inFlight.size >= this.#refillAt, REFILL_WAIT_MS);
      } else if (!this.#woken) {
        // Nothing more was ready: sleep until a new job is announced, or a job of a limited key ends
        // (its key may have more), or the poll comes round (retries and scheduled jobs fall due).
        const limited = this.kind.groupConcurrency !== undefined;
        const inFlightNow = this.#inFlight.size;
        await this.#waitFor(
          () => this.#woken || (limited && this.#inFlight.size < inFlightNow),
          POLL_MS[this.kind.priority],
        );
      }
    }
  }

  async #fetchAndStart(free: number): Promise<number> {
    let jobs: JobWithMetadata<unknown>[];
    try {
      jobs = await this.boss.fetch<unknown>(this.kind.name, {
        batchSize: free,
        includeMetadata: true,
        ...(this.kind.groupConcurrency !== undefined && {
          groupConcurrency: this.kind.groupConcurrency,
          ignoreGroups: this.#groupsBackingOff(),
        }),
      });
    } catch (error) {
      // The database is away: said once a minute, tried again at the next poll.
      if (Date.now() - this.#lastFetchError > 60_000) {
        this.#lastFetchError = Date.now();
        this.logger.warn({ err: error, queue: this.kind.name }, "could not fetch jobs; trying again");
      }
      return 0;
    }
    for (const job of jobs) this.#start(job);
    return jobs.length;
  }

  #start(job: JobWithMetadata<unknown>): void {
    const controller = new AbortController();
    const timeout = setTimeout(
      () => controller.abort(new Error(`The attempt took longer than ${this.kind.timeoutSeconds} s.`)),
      this.kind.timeoutSeconds * 1000,
    );
    const done = this.#attempt(job, controller.signal).finally(() => {
      clearTimeout(timeout);
      this.#inFlight.delete(job.id);
      this.#nudge?.();
    });
    this.#inFlight.set(job.id, { controller, done });
  }

  async #attempt(job: JobWithMetadata<unknown>, signal: AbortSignal): Promise<void> {
    const claim = { id: job.id, retryCount: job.retryCount };
    const fields = { queue: this.kind.name, jobId: job.id, attempt: job.retryCount + 1 };
    try {
      await this.kind.handle({
        id: job.id,
        data: job.data,
        attempt: job.retryCount + 1,
        isLastAttempt: job.retryCount >= job.retryLimit,
        signal,
      });
    } catch (error) {
      this.observer?.failed(this.kind.name);
      this.#groupFailed(job.groupId);
      const last = job.retryCount >= job.retryLimit;
      this.logger.warn(
        { ...fields, err: error },
        last ? "a job failed for the last time" : "a job failed; it is tried again",
      );
      try {
        await this.boss.fail(this.kind.name, claim, { message: messageOf(error) });
      } catch (failure) {
        // It stays active until it expires, then pg-boss retries it.
        this.logger.error({ ...fields, err: failure }, "could not record a failed attempt");
      }
      return;
    }
    this.#groupSucceeded(job.groupId);
    try {
      await this.#completions.complete(claim);
      this.observer?.completed(this.kind.name);
    } catch (error) {
      // Done, but not recorded: it expires and runs again (the one way a job runs twice, see
      // "Exactly once" in docs/architecture.md).
      this.logger.error({ ...fields, err: error }, "could not record a finished job");
    }
  }

  #groupsBackingOff(): string[] {
    const now = Date.now();
    const keys: string[] = [];
    for (const [key, backoff] of this.#groupBackoff) if (backoff.until > now) keys.push(key);
    return keys;
  }

  #groupFailed(key: string | null | undefined): void {
    if (!key) return;
    const failures = (this.#groupBackoff.get(key)?.failures ?? 0) + 1;
    const wait = Math.min(GROUP_BACKOFF_MS.most, GROUP_BACKOFF_MS.first * 2 ** (failures - 1));
    this.#groupBackoff.set(key, { until: Date.now() + wait, failures });
  }

  #groupSucceeded(key: string | null | undefined): void {
    if (key) this.#groupBackoff.delete(key);
  }

  /** Resolves once `ready()` holds (checked at each nudge), or after `ms`, or when stopping. */
  async #waitFor(ready: () => boolean, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = { value: false };
    if (Number.isFinite(ms))
      timer = setTimeout(() => {
        timedOut.value = true;
        this.#nudge?.();
      }, ms);
    try {
      while (!ready() && !timedOut.value && !this.#stopping) {
        await new Promise<void>((resolve) => {
          this.#nudge = resolve;
        });
      }
    } finally {
      this.#nudge = null;
      clearTimeout(timer);
    }
  }
}

/**
 * Completes finished jobs in group commits: one statement completes every job that finished while
 * the previous statement ran, so a busy queue is completed in batches while a quiet one waits for
 * nothing.
 */
class CompletionBatcher {
  #waiting: { claim: { id: string; retryCount: number }; resolve(): void; reject(error: unknown): void }[] =
    [];
  #flushing = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
  ) {}

  complete(claim: { id: string; retryCount: number }): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ claim, resolve, reject });
      if (!this.#flushing) void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    this.#flushing = true;
    while (this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0);
      try {
        await this.boss.complete(
          this.queue,
          batch.map((entry) => entry.claim),
        );
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.#flushing = false;
  }
}

/** What pg-boss keeps as a failed attempt's output: the message only (never a stack). */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
