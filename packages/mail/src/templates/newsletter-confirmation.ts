import { MAIL_TEXTS } from "@staffing/shared";
import type { MailSender } from "../layout";
import type { MailMessage } from "../message";
import { type NewsletterRecipient, newsletterMail } from "./newsletter";

const T = MAIL_TEXTS.newsletterConfirmation;

/** Double opt-in: nothing more is sent until the subscriber follows this link. */
export function newsletterConfirmationMail(
  recipient: NewsletterRecipient,
  confirmUrl: string,
  sender: MailSender,
): MailMessage {
  const subject = T.subject(sender.name);
  return newsletterMail(
    recipient,
    subject,
    {
      heading: subject,
      paragraphs: [T.intro(sender.name), T.ask],
      action: { label: T.action, url: confirmUrl },
      notes: [T.ignore],
    },
    sender,
  );
}
