import {
  NO_OUTBOX_NOTIFICATIONS,
  type OutboxDeps,
  type OutboxNotifications,
  OutboxNotifier,
  outboxSweep,
} from "./outbox-notifier";
import { type InquiryAcknowledgements, queueInquiryNotifications } from "./services/inquiries";

/** Told that a new inquiry's notification is due (the procedure that stored it does). */
export type InquiryNotifications = OutboxNotifications;

/** Queues nothing: for procedure tests, which call queueInquiryNotifications themselves. */
export const NO_INQUIRY_NOTIFICATIONS: InquiryNotifications = NO_OUTBOX_NOTIFICATIONS;

/** What queueing the notifications needs; no acknowledgement goes to the visitor with INQUIRY_ACK_EMAIL=false. */
export type InquiryNotificationDeps = OutboxDeps<InquiryAcknowledgements>;

const queue = ({ db, jobs, acknowledgements }: InquiryNotificationDeps) =>
  queueInquiryNotifications(db, jobs, acknowledgements);

/** Queues new inquiries' notifications in the background (OutboxNotifier), so storing one is one statement. */
export class InquiryNotifier extends OutboxNotifier {
  constructor(
    readonly deps: InquiryNotificationDeps,
    onError: (error: unknown) => void,
  ) {
    super(() => queue(deps), onError);
  }
}

/** The sweep: every minute, the notifications a stopped or failed run left (outboxSweep). */
export const inquiryNotificationSweep = outboxSweep("inquiry-notifications", queue);
