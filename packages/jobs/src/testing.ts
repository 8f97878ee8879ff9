import type { QueueableKind } from "./kind";
import type { Jobs, QueueStatus } from "./outbox";

/**
 * Keeps what services queue, for procedure tests that look at it without a job system. Unlike the
 * real outbox it keeps a job even when the caller's transaction rolls back.
 */
export class RecordedJobs implements Jobs {
  readonly sent: { kind: string; data: unknown }[] = [];

  async send<Data>(_tx: unknown, kind: QueueableKind<Data>, jobs: readonly Data[]): Promise<void> {
    for (const job of jobs) this.sent.push({ kind: kind.name, data: kind.data.parse(job) });
  }

  async status(): Promise<QueueStatus[]> {
    return [];
  }

  /** The data of every job of this kind queued so far, oldest first. */
  of<Data>(kind: QueueableKind<Data>): Data[] {
    return this.sent.filter((job) => job.kind === kind.name).map((job) => kind.data.parse(job.data));
  }

  clear(): void {
    this.sent.length = 0;
  }
}
