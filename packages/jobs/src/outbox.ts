import type { Database } from "@staffing/db";
import type { QueueableKind } from "./kind";

/** A queue's jobs as pg-boss last counted them (its monitor, every few seconds). */
export interface QueueStatus {
  name: string;
  /** Ready to run now, not yet taken. */
  waiting: number;
  /** Retries waiting for their time, and jobs queued for later. */
  deferred: number;
  active: number;
  /** Given up after their last retry, while pg-boss keeps them. */
  failed: number;
  /** How long the oldest job ready to run has waited; null before pg-boss first counted the queue. */
  oldestWaitingSeconds: number | null;
}

/**
 * Where services queue background work (the API context's `jobs`). `send` runs in the caller's
 * transaction: the change and its jobs are written together or not at all, and a worker sees the
 * jobs only once the change commits.
 */
export interface Jobs {
  send<Data>(tx: Database, kind: QueueableKind<Data>, jobs: readonly Data[]): Promise<void>;
  /** Each named queue's depth and the age of its oldest waiting job (every queue when none is named). */
  status(names?: readonly string[]): Promise<QueueStatus[]>;
}

/** Queues nothing: for procedure tests that do not look at background work. */
export const NO_JOBS: Jobs = {
  send: async () => {},
  status: async () => [],
};
