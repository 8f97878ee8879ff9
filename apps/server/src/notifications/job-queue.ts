import { findInquiry, type InquiryNotifications, inquiryNotificationEmail } from "@staffing/api";
import type { Database, DatabaseHandle } from "@staffing/db";
import { type SQL, sql } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { Mailer } from "./mailer";

const QUEUE = "inquiry-notification";

export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  pollingIntervalSeconds: number;
}

// A mail server that is down for a while still gets every notification: about a dozen tries
// spread over several hours, doubling the wait each time.
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retryLimit: 12,
  retryDelaySeconds: 10,
  retryBackoff: true,
  pollingIntervalSeconds: 2,
};

/**
 * pg-boss on our own database: each new inquiry's notification is a job written in the inquiry's
 * transaction; a worker on every instance sends it, and pg-boss gives each job to one worker and
 * retries it when the mail server fails.
 */
export async function startNotificationQueue(options: {
  database: DatabaseHandle;
  mailer: Mailer;
  notifyEmail: string;
  logger: Logger;
  retryPolicy?: RetryPolicy;
}): Promise<{ notifications: InquiryNotifications; stop(): Promise<void> }> {
  const { database, mailer, notifyEmail, logger } = options;
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const raw = database.rawConnection;
  // pg-boss types its executor as returning one result, but asks for every statement's rows of a
  // multi-statement query (an array), which is what the PGlite executor gives it.
  const connection =
    "executeSql" in raw
      ? { db: { executeSql: raw.executeSql as (text: string) => Promise<{ rows: unknown[] }> } }
      : raw;
  const boss = new PgBoss({ ...connection, schedule: false });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  if (!(await boss.getQueue(QUEUE))) {
    try {
      await boss.createQueue(QUEUE, {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
      });
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if (!(await boss.getQueue(QUEUE))) throw error;
    }
  }

  await boss.work<{ inquiryId: string }>(
    QUEUE,
    { pollingIntervalSeconds: policy.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const inquiry = await findInquiry(database.db, job.data.inquiryId);
      if (!inquiry) return; // deleted before we got to it: nothing to announce
      await mailer.send({ to: notifyEmail, ...inquiryNotificationEmail(inquiry) });
      logger.info({ inquiryId: inquiry.id }, "inquiry notification sent");
    },
  );

  return {
    notifications: {
      async enqueue(tx, inquiryId) {
        await boss.send(QUEUE, { inquiryId }, { db: transactionExecutor(tx) });
      },
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}

// pg-boss writes the job with the SQL it brings, through the inquiry's open drizzle transaction.
function transactionExecutor(tx: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await tx.execute(withParameters(text, values))) as unknown;
      return Array.isArray(result) ? { rows: [...result] } : (result as { rows: unknown[] });
    },
  };
}

/** `select $1::json` with its values, as a drizzle SQL object with real parameters. */
export function withParameters(text: string, values: unknown[]): SQL {
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
