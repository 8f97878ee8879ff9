import { MAIL_TEXTS } from "@staffing/shared";
import type { MailMessage } from "../message";
import { type NewsletterRecipient, newsletterMail } from "./newsletter";

const T = MAIL_TEXTS.newsletterConfirmation;

/** Double opt-in: nothing more is sent until the subscriber follows this link. */
export function newsletterConfirmationMail(recipient: NewsletterRecipient, confirmUrl: string): MailMessage {
  return newsletterMail(recipient, T.subject, {
    heading: T.subject,
    paragraphs: [T.intro, T.ask],
    action: { label: T.action, url: confirmUrl },
    notes: [T.ignore],
  });
}
