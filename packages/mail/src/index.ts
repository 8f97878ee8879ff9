export {
  accountMailJobs,
  MAIL_QUEUE_OF,
  type MailDelivery,
  type MailObserver,
  queueMail,
  siteMailJobs,
} from "./jobs";
export { type MailContent, type MailSender, mailSender } from "./layout";
export {
  type MailComposer,
  type MailComposers,
  type MailJob,
  type MailKind,
  type MailMessage,
  type MailOutcomes,
  mailJob,
} from "./message";
export {
  MAILS_PER_RECIPIENT_PER_DAY,
  type MailRecipientLimit,
  NO_MAIL_RECIPIENT_LIMIT,
} from "./recipient-limit";
export { applicationAcknowledgementMail } from "./templates/application-acknowledgement";
export {
  type ApplicationForMail,
  applicationAdminUrl,
  applicationNotificationMail,
} from "./templates/application-notification";
export { inquiryAcknowledgementMail } from "./templates/inquiry-acknowledgement";
export { inquiryNotificationMail } from "./templates/inquiry-notification";
export { type InquiryReply, inquiryReplyMail } from "./templates/inquiry-reply";
export { inviteMail } from "./templates/invite";
export {
  type AlertedJob,
  type JobAlertRecipient,
  jobAlertConfirmationMail,
  jobAlertMail,
} from "./templates/job-alert";
export { type ListFooter, listMail, type NewsletterRecipient, newsletterMail } from "./templates/newsletter";
export { newsletterConfirmationMail } from "./templates/newsletter-confirmation";
export { passwordRecoveryMail } from "./templates/password-recovery";
export { reauthenticationMail } from "./templates/reauthentication";
export { whitepaperDeliveryMail } from "./templates/whitepaper-delivery";
export {
  discardTransport,
  logTransport,
  MAIL_LOG_LINES,
  type MailFate,
  type MailTransport,
  smtpTransport,
} from "./transport";
