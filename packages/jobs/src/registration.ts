import type { JobKind, JobRun, PriorityClass, RetryPolicy } from "./kind";

/** What the job system needs of a kind to run it, its data's type and dependencies sealed inside. */
export interface Registration {
  name: string;
  priority: PriorityClass;
  retry: RetryPolicy;
  concurrency: number;
  timeoutSeconds: number;
  groupConcurrency: number | undefined;
  schedule: { cron: string; data: object } | undefined;
  /** Checks the job's data against the kind's schema and runs the handler. */
  handle(job: JobRun<unknown>): Promise<void>;
}

/** A kind with the dependencies this process gives its handler: what the server hands the job system. */
export function runs<Data, Deps>(kind: JobKind<Data, Deps>, deps: Deps): Registration {
  return {
    name: kind.name,
    priority: kind.priority,
    retry: kind.retry,
    concurrency: kind.concurrency,
    timeoutSeconds: kind.timeoutSeconds,
    groupConcurrency: kind.group?.concurrency,
    schedule: kind.schedule && {
      cron: kind.schedule.cron,
      data: asObject(kind.data.parse(kind.schedule.data)),
    },
    handle: (job) => kind.work({ ...job, data: kind.data.parse(job.data) }, deps),
  };
}

/** pg-boss keeps a job's data as a JSON object. */
export function asObject(data: unknown): object {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error("A job's data must be an object.");
  return data;
}
