import type { Database, Job } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import { jobAlertDeliveries } from "../job-alert-delivery";
import { queueWebhookEvent } from "../webhooks/events";
import { jobPayload } from "../webhooks/payloads";
import { matchJobAlerts } from "./job-alerts";

/**
 * A job went public (opened, or its scheduled moment came), in the transaction that made it so:
 * the `job.published` webhook event, and the job alerts it matches, mailed by a delivery run.
 */
export async function announceJobPublished(queue: Jobs, tx: Database, job: Job) {
  await queueWebhookEvent(queue, tx, "job.published", jobPayload(job));
  if (await matchJobAlerts(tx, job)) await queue.send(tx, jobAlertDeliveries, [{}]);
}
