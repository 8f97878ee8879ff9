import type { Database, DatabaseHandle } from "@staffing/db";
import { type SQL, sql } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import type { MailComposers, MailJob, MailKind, MailOutbox, MailOutcomes } from "./message";
import type { MailTransport } from "./transport";

const QUEUE = "mail";

export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  pollingIntervalSeconds: number;
}

// A mail server that is down for a while still gets every mail: about a dozen tries spread over
// several hours, doubling the wait each time.
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retryLimit: 12,
  retryDelaySeconds: 10,
  retryBackoff: true,
  pollingIntervalSeconds: 2,
};

interface QueueLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Told of each delivery and each failed attempt (the server's metrics). */
export interface MailQueueObserver {
  sent(kind: MailKind): void;
  failed(kind: MailKind): void;
}

/** The queue's jobs as pg-boss last counted them (it refreshes its counts about once a minute). */
export interface MailQueueDepth {
  /** Waiting to be sent, including retries waiting for their time. */
  queued: number;
  /** Being sent now. */
  active: number;
  /** Given up after the last retry, while pg-boss keeps them. */
  failed: number;
}

export interface MailQueue {
  outbox: MailOutbox;
  depth(): Promise<MailQueueDepth>;
  stop(): Promise<void>;
}

/**
 * Every mail the site sends goes through here: a pg-boss job on our own database, written in the
 * transaction of the change that asks for it; a worker on every instance composes it at sending time
 * and hands it to the transport, and pg-boss gives each job to one worker and retries it when the
 * mail server fails. `deliver` below is the one place a mail leaves.
 */
export async function startMailQueue(options: {
  database: DatabaseHandle;
  transport: MailTransport;
  composers: MailComposers;
  logger: QueueLogger;
  retryPolicy?: RetryPolicy | undefined;
  observer?: MailQueueObserver | undefined;
  outcomes?: MailOutcomes | undefined;
}): Promise<MailQueue> {
  const { database, transport, composers, logger, observer, outcomes } = options;
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const boss = new PgBoss({ ...bossConnection(database), schedule: false });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  await ensureQueue(boss, QUEUE, policy);

  await boss.work<MailJob, void, { pollingIntervalSeconds: number; includeMetadata: true }>(
    QUEUE,
    // With its retry count and limit, so the last failed attempt is known as the last.
    { pollingIntervalSeconds: policy.pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const compose = composers[job.data.kind] as (
        job: MailJob,
      ) => ReturnType<MailComposers[MailJob["kind"]]>;
      try {
        const mail = await compose(job.data);
        if (!mail) return; // what it was about is gone (a deleted inquiry, a revoked invite)
        await transport.deliver(mail);
      } catch (error) {
        observer?.failed(job.data.kind);
        if (job.retryCount >= job.retryLimit) await recordOutcome(() => outcomes?.abandoned(job.data));
        throw error; // pg-boss retries it
      }
      observer?.sent(job.data.kind);
      await recordOutcome(() => outcomes?.delivered(job.data));
      logger.info({ kind: job.data.kind, jobId: job.id }, "mail sent");
    },
  );

  // The mail went (or was given up on) whatever its record says: a failed update is logged, not retried,
  // so the inquirer never gets the same mail twice.
  async function recordOutcome(record: () => Promise<void> | undefined) {
    try {
      await record();
    } catch (error) {
      logger.error({ err: error }, "recording a mail's outcome failed");
    }
  }

  return {
    outbox: {
      async send(tx, job) {
        await boss.send(QUEUE, job, { db: transactionExecutor(tx) });
      },
      async sendAll(tx, jobs) {
        if (jobs.length === 0) return;
        await boss.insert(
          QUEUE,
          jobs.map((data) => ({ data })),
          { db: transactionExecutor(tx) },
        );
      },
    },
    async depth() {
      const [stats] = await boss.getQueueStats(QUEUE);
      return {
        queued: stats?.queuedCount ?? 0,
        active: stats?.activeCount ?? 0,
        failed: stats?.failedCount ?? 0,
      };
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
      transport.close();
    },
  };
}

/** How a pg-boss instance reaches our database (PostgreSQL's settings, or PGlite's executor). */
/** Creates a pg-boss queue with its retry policy, unless it exists (or another instance made it first). */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  policy: Pick<RetryPolicy, "retryLimit" | "retryDelaySeconds" | "retryBackoff">,
): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, {
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.retryBackoff,
    });
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

export function bossConnection(database: DatabaseHandle) {
  const raw = database.rawConnection;
  // pg-boss types its executor as returning one result, but asks for every statement's rows of a
  // multi-statement query (an array), which is what the PGlite executor gives it.
  return "executeSql" in raw
    ? { db: { executeSql: raw.executeSql as (text: string) => Promise<{ rows: unknown[] }> } }
    : raw;
}

// pg-boss writes the job with the SQL it brings, through the caller's open drizzle transaction.
export function transactionExecutor(tx: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await tx.execute(withParameters(text, values))) as unknown;
      return Array.isArray(result) ? { rows: [...result] } : (result as { rows: unknown[] });
    },
  };
}

/** `select $1::json` with its values, as a drizzle SQL object with real parameters. */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1]}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
