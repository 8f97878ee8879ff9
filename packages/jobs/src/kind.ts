import type { z } from "zod";

/**
 * How soon a kind's jobs must go. Every kind is a queue of its own with workers of its own, so no
 * kind ever waits behind another kind's backlog; the class says how soon an idle worker looks again
 * (see POLL_MS) and whether a new job wakes it at once.
 * - `account`: someone is waiting for it now (a password reset, an invite).
 * - `prompt`: within seconds (notifications, acknowledgements, webhooks, edge purges).
 * - `background`: minutes are fine (sweeps, roll-ups, retention, bulk mail).
 */
export type PriorityClass = "account" | "prompt" | "background";

/** How a failed attempt is tried again (pg-boss keeps the job and its id). */
export interface RetryPolicy {
  /** Attempts after the first; after the last one fails the job is kept as failed. */
  limit: number;
  /** The wait before the first retry, in seconds. */
  delaySeconds: number;
  /** Doubles the wait at each retry (pg-boss waits between delay * 2^n / 2 and delay * 2^n). */
  backoff: boolean;
}

/** One attempt of one job, as its handler sees it. */
export interface JobRun<Data> {
  id: string;
  data: Data;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** Whether a failure now is final: no retry follows. */
  isLastAttempt: boolean;
  /** Aborted when the attempt's time is up or the instance stops: a handler passes it to its I/O. */
  signal: AbortSignal;
}

/**
 * A key that limits how many of a kind's jobs run at once (a webhook's receiver): at most
 * `concurrency` jobs of one key at a time across every instance, and a key whose last attempt
 * failed is left alone for a while (a backoff of its own), so one slow or failing key holds only
 * its own share of the workers.
 */
export interface JobGroup<Data> {
  of(data: Data): string;
  concurrency: number;
}

/**
 * A kind of background work, declared once: its queue's name, what a job carries (checked when it is
 * queued and when it is worked), how urgent it is, how it is retried, how many run at once on one
 * instance, how long one attempt may take, and the handler. `Deps` is what the handler needs from
 * the process (a mail transport, the database, settings), given when the server registers the kind.
 */
export interface JobKind<Data, Deps = unknown> {
  /** The pg-boss queue; letters, digits, `.`, `-`, `_`. */
  name: string;
  data: z.ZodType<Data>;
  priority: PriorityClass;
  retry: RetryPolicy;
  /** Jobs worked at once on one instance; fetched in batches of up to this many. */
  concurrency: number;
  /** How long one attempt may take: then its signal aborts and it counts as failed. */
  timeoutSeconds: number;
  group?: JobGroup<Data>;
  /** A cron expression (UTC): pg-boss queues one job at each tick, once across every instance. */
  schedule?: { cron: string; data: Data };
  work(job: JobRun<Data>, deps: Deps): Promise<void>;
}

/**
 * A kind whatever its handler needs: what an outbox takes, since queueing never runs the handler
 * (`work` is a method, so a kind with any dependencies is one of these).
 */
export type QueueableKind<Data> = JobKind<Data, never>;

export function defineJobKind<Data, Deps>(kind: JobKind<Data, Deps>): JobKind<Data, Deps> {
  return kind;
}
