import type { Database } from "@staffing/db";
import { defineJobKind, type Jobs } from "@staffing/jobs";
import { z } from "zod";
import { deliverDueJobAlerts } from "./services/job-alerts";

/**
 * Mails the job alerts that are due (services/job-alerts.ts): queued by each publication that
 * matched a subscription, so its first mail goes within seconds, and run every five minutes, once
 * across every instance, for the next day's mails of the matches that had to wait.
 */
export const jobAlertDeliveries = defineJobKind({
  name: "job-alerts",
  data: z.object({}),
  priority: "prompt",
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  concurrency: 1,
  timeoutSeconds: 120,
  schedule: { cron: "*/5 * * * *", data: {} },
  async work(_job, { db, jobs }: { db: Database; jobs: Jobs }) {
    await deliverDueJobAlerts(db, jobs);
  },
});
