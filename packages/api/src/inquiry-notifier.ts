import type { Database } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import {
  NO_OUTBOX_NOTIFICATIONS,
  type OutboxNotifications,
  OutboxNotifier,
  outboxSweep,
} from "./outbox-notifier";
import { type InquiryAcknowledgements, queueInquiryNotifications } from "./services/inquiries";

/** Told that a new inquiry's notification is due (the procedure that stored it does). */
export type InquiryNotifications = OutboxNotifications;

/** Queues nothing: for procedure tests, which call queueInquiryNotifications themselves. */
export const NO_INQUIRY_NOTIFICATIONS: InquiryNotifications = NO_OUTBOX_NOTIFICATIONS;

/** What queueing the notifications needs: the database, the job system, the acknowledgements' rule. */
export interface InquiryNotificationDeps {
  db: Database;
  jobs: Jobs;
  /** Null: no acknowledgement goes to the visitor (INQUIRY_ACK_EMAIL=false). */
  acknowledgements: InquiryAcknowledgements | null;
}

/** Queues new inquiries' notifications in the background (OutboxNotifier), so storing one is one statement. */
export class InquiryNotifier extends OutboxNotifier {
  constructor(
    readonly deps: InquiryNotificationDeps,
    onError: (error: unknown) => void,
  ) {
    super(() => queueInquiryNotifications(deps.db, deps.jobs, deps.acknowledgements), onError);
  }
}

/** The sweep: every minute, the notifications a stopped or failed run left (outboxSweep). */
export const inquiryNotificationSweep = outboxSweep(
  "inquiry-notifications",
  ({ db, jobs, acknowledgements }: InquiryNotificationDeps) =>
    queueInquiryNotifications(db, jobs, acknowledgements),
);
