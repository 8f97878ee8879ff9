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

/**
 * Every newsletter mail goes through here, so none can leave without the unsubscribe link in its
 * body and the headers mail clients use for their own unsubscribe button (RFC 2369, RFC 8058).
 */
export function newsletterMail(
  recipient: NewsletterRecipient,
  subject: string,
  content: Omit<MailContent, "footer">,
  sender: MailSender,
): MailMessage {
  const { html, text } = renderMail(
    {
      ...content,
      footer: [
        { text: T.why(recipient.source) },
        { text: T.stop, link: { label: T.unsubscribe, url: recipient.unsubscribeUrl } },
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
