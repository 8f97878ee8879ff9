import type { Database } from "@staffing/db";
import { defineJobKind, type Jobs } from "@staffing/jobs";
import { z } from "zod";
import { NO_OUTBOX_NOTIFICATIONS, type OutboxNotifications, OutboxNotifier } from "./outbox-notifier";
import { type ApplicationAcknowledgements, queueApplicationNotifications } from "./services/applications";

/** Told that a new application's notifications are due (the procedure that stored it does). */
export type ApplicationNotifications = OutboxNotifications;
export const NO_APPLICATION_NOTIFICATIONS: ApplicationNotifications = NO_OUTBOX_NOTIFICATIONS;

/** What queueing the notifications needs: the database, the job system, the acknowledgement's limit. */
export interface ApplicationNotificationDeps {
  db: Database;
  jobs: Jobs;
  acknowledgements: ApplicationAcknowledgements | null;
}

/** Queues new applications' mails in the background (OutboxNotifier): the candidate is not kept waiting. */
export class ApplicationNotifier extends OutboxNotifier {
  constructor(
    readonly deps: ApplicationNotificationDeps,
    onError: (error: unknown) => void,
  ) {
    super(() => queueApplicationNotifications(deps.db, deps.jobs, deps.acknowledgements), onError);
  }
}

/**
 * The sweep: every minute, on one instance, queues the notifications whose marks a stopped or
 * failed run left (the instance that stored the application may be gone).
 */
export const applicationNotificationSweep = defineJobKind({
  name: "application-notifications",
  data: z.object({}),
  priority: "background",
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  concurrency: 1,
  timeoutSeconds: 60,
  schedule: { cron: "* * * * *", data: {} },
  async work(_job, { db, jobs, acknowledgements }: ApplicationNotificationDeps) {
    await queueApplicationNotifications(db, jobs, acknowledgements);
  },
});
