import { MAIL_TEXTS } from "@staffing/shared";
import { type MailContent, type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.newsletterFooter;

export interface NewsletterRecipient {
  email: string;
  source: string;
  /** The absolute unsubscribe address: GET shows a page, POST unsubscribes. */
  unsubscribeUrl: string;
}

/** What every mail to a subscriber's list ends with: why it came, and the way out. */
export interface ListFooter {
  why: string;
  stop: string;
  unsubscribe: string;
}

/**
 * Every mail to a list (the newsletter, a job alert) goes through here, so none can leave without
 * the unsubscribe link in its body and the headers mail clients use for their own unsubscribe button
 * (RFC 2369, RFC 8058).
 */
export function listMail(
  recipient: { email: string; unsubscribeUrl: string },
  footer: ListFooter,
  subject: string,
  content: Omit<MailContent, "footer">,
  sender: MailSender,
): MailMessage {
  const { html, text } = renderMail(
    {
      ...content,
      footer: [
        { text: footer.why },
        { text: footer.stop, link: { label: footer.unsubscribe, url: recipient.unsubscribeUrl } },
      ],
    },
    sender,
  );
  return {
    to: recipient.email,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${recipient.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A newsletter mail: the list's footer names the form the address was subscribed on. */
export function newsletterMail(
  recipient: NewsletterRecipient,
  subject: string,
  content: Omit<MailContent, "footer">,
  sender: MailSender,
): MailMessage {
  return listMail(
    recipient,
    { why: T.why(recipient.source), stop: T.stop, unsubscribe: T.unsubscribe },
    subject,
    content,
    sender,
  );
}
