import { deliverWebhookJob, useWebhookOutbox, type WebhookJob } from "@staffing/api";
import type { DatabaseHandle } from "@staffing/db";
import { bossConnection, ensureQueue, transactionExecutor } from "@staffing/mail";
import { PgBoss } from "pg-boss";

const QUEUE = "webhook";

export interface WebhookRetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  pollingIntervalSeconds: number;
}

// Issue 21: the first retry within 30 s, at least 6 attempts over at least 6 hours. pg-boss waits
// between retryDelay * 2^n / 2 and retryDelay * 2^n (n = retries so far): the first retry after
// 10-20 s, and 13 attempts spread over 11 to 23 hours.
export const DEFAULT_WEBHOOK_RETRY_POLICY: WebhookRetryPolicy = {
  retryLimit: 12,
  retryDelaySeconds: 20,
  retryBackoff: true,
  pollingIntervalSeconds: 2,
};

interface QueueLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The webhook deliveries: a pg-boss queue of its own on our database. queueWebhookEvent writes the
 * jobs in the transaction of the change; a worker on every instance takes each job, makes one attempt
 * (deliverWebhookJob), and a failed attempt is retried by pg-boss under the same job, so under the same
 * `webhook-id`.
 */
export async function startWebhookQueue(options: {
  database: DatabaseHandle;
  allowPrivateTargets: boolean;
  logger: QueueLogger;
  retryPolicy?: WebhookRetryPolicy | undefined;
  /** The failure bookkeeping's clock (tests move it on by days). */
  now?: (() => Date) | undefined;
}) {
  const { database, logger } = options;
  const policy = options.retryPolicy ?? DEFAULT_WEBHOOK_RETRY_POLICY;
  const now = options.now ?? (() => new Date());
  const boss = new PgBoss({ ...bossConnection(database), schedule: false });
  boss.on("error", (error) => logger.error({ err: error }, "webhook queue error"));
  await boss.start();
  await ensureQueue(boss, QUEUE, policy);

  await boss.work<WebhookJob>(
    QUEUE,
    { pollingIntervalSeconds: policy.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const attempt = job.retryCount + 1;
      const outcome = await deliverWebhookJob(database.db, job.data, attempt, {
        allowPrivateTargets: options.allowPrivateTargets,
        now,
      });
      const fields = { webhookId: job.data.webhookId, type: job.data.type, attempt };
      if (outcome === "failed") {
        logger.warn(fields, "webhook delivery failed; it is retried");
        throw new Error("The webhook delivery failed."); // pg-boss retries it
      }
      logger.info({ ...fields, outcome }, "webhook delivery");
    },
  );

  const stopOutbox = useWebhookOutbox({
    async sendAll(tx, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        QUEUE,
        jobs.map((data) => ({ data })),
        { db: transactionExecutor(tx) },
      );
    },
  });

  return {
    async stop() {
      stopOutbox();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
