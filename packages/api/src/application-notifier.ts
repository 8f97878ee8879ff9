import {
  NO_OUTBOX_NOTIFICATIONS,
  type OutboxDeps,
  type OutboxNotifications,
  OutboxNotifier,
  outboxSweep,
} from "./outbox-notifier";
import { type ApplicationAcknowledgements, queueApplicationNotifications } from "./services/applications";

/** Told that a new application's notifications are due (the procedure that stored it does). */
export type ApplicationNotifications = OutboxNotifications;
export const NO_APPLICATION_NOTIFICATIONS: ApplicationNotifications = NO_OUTBOX_NOTIFICATIONS;

/** What queueing the notifications needs: the database, the job system, the acknowledgement's limit. */
export type ApplicationNotificationDeps = OutboxDeps<ApplicationAcknowledgements>;

const queue = ({ db, jobs, acknowledgements }: ApplicationNotificationDeps) =>
  queueApplicationNotifications(db, jobs, acknowledgements);

/** Queues new applications' mails in the background (OutboxNotifier): the candidate is not kept waiting. */
export class ApplicationNotifier extends OutboxNotifier {
  constructor(
    readonly deps: ApplicationNotificationDeps,
    onError: (error: unknown) => void,
  ) {
    super(() => queue(deps), onError);
  }
}

/** The sweep: every minute, the notifications a stopped or failed run left (outboxSweep). */
export const applicationNotificationSweep = outboxSweep("application-notifications", queue);
