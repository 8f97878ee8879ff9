export {
  type ApplicationNotificationDeps,
  type ApplicationNotifications,
  ApplicationNotifier,
  applicationNotificationSweep,
  NO_APPLICATION_NOTIFICATIONS,
} from "./application-notifier";
export { applicationRetention } from "./application-retention";
export {
  type Context,
  createInnerContext,
  createRequestContextFactory,
  DEFAULT_SITE_URL,
  type RequestInfo,
} from "./context";
export { type EdgePurgeDeps, type EdgePurger, edgePurgeJobs } from "./edge-purges/purge-job";
export {
  type InquiryNotificationDeps,
  type InquiryNotifications,
  InquiryNotifier,
  inquiryNotificationSweep,
  NO_INQUIRY_NOTIFICATIONS,
} from "./inquiry-notifier";
export { jobAlertDeliveries } from "./job-alert-delivery";
export { siteMailComposers } from "./mail-composers";
export { type MediaLibrary, type MediaStorage, NO_MEDIA_LIBRARY, type StoredFile } from "./media-storage";
export * from "./outputs";
export { pageViewRollUp } from "./page-view-roll-up";
export { NO_PAGE_VIEWS, type PageViews, PageViewWriter } from "./page-views";
export {
  type DocumentLibrary,
  type DocumentStorage,
  isSpooledUpload,
  type MalwareScanner,
  NO_DOCUMENT_LIBRARY,
  type ScanVerdict,
  type SpooledUpload,
  uploadOfBytes,
} from "./private-documents";
export { type PublicReads, publicReadsPerVersion, UNKEPT_PUBLIC_READS } from "./public-reads";
export {
  NO_PUBLIC_WRITE_LIMITS,
  type PublicWrite,
  type PublicWriteLimits,
  type RateLimiter,
  RetryAfter,
} from "./public-write-limits";
export {
  type ApiMeta,
  type RefusalStatus,
  type RestAnswer,
  type RestBinding,
  type RestOperation,
  type RestTag,
  restOperations,
} from "./rest";
export { type AppRouter, apiRouters, appRouter, type ClientRouter, createCaller } from "./root";
export { deleteExpiredApplications } from "./services/application-removal";
export { applicationReplyOutcomes } from "./services/application-replies";
export { type ApplicationRecord, encodeApplicationCursor } from "./services/application-views";
export { recordChange } from "./services/audit-log";
export {
  type DocumentDownload,
  type DocumentView,
  deleteDocuments,
  documentDownload,
  receiveDocument,
} from "./services/documents";
export { DomainError, type DomainErrorCode } from "./services/errors";
export { encodeCursor as inquiryCursor, findInquiry } from "./services/inquiries";
export { inquiryReplyOutcomes } from "./services/inquiry-replies";
export type { EditedJob, JobRecord } from "./services/jobs";
export { uploadMedia } from "./services/media";
export { type SubscriberRecord, subscriberCursor } from "./services/newsletter";
export type { PreviewContent, PreviewPage, PreviewPost } from "./services/preview";
export {
  addRedirectHits,
  compileRedirects,
  loadRedirectRules,
  type RedirectHop,
  type RedirectRule,
} from "./services/redirects";
export { announceDuePublications, nextScheduledPublication } from "./services/scheduled-publishing";
export { StaleEdit } from "./services/working-copies";
export { NO_COUNTERS, type SiteCounters } from "./site-counters";
export type { Invitee, StaffInvites } from "./staff-invites";
export {
  type ApiErrorShape,
  assertCapability,
  MfaEnrollmentRequired,
  REFUSAL_REASONS,
  type RefusalReason,
} from "./trpc";
export {
  type DeliveryOutcome,
  type DeliverySettings,
  deliverWebhookJob,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_TIMEOUT_MS,
} from "./webhooks/delivery";
export {
  type WebhookDeliveryDeps,
  type WebhookJob,
  webhookDeliveryJobs,
} from "./webhooks/delivery-job";
export { queueWebhookEvent } from "./webhooks/events";
export { newWebhookSecret, sealWebhookSecret } from "./webhooks/secrets";
export { forgetWebhookSubscribers } from "./webhooks/subscribers";
