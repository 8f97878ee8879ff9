import { WHITEPAPER_TEXTS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = WHITEPAPER_TEXTS.mail;

/**
 * A requested whitepaper: one link to its PDF, signed and expiring (`until` as the company's clock
 * says it), nothing tracked. A link rather than an attachment: the paper is fetched when it is
 * wanted, from the private store, and a mailbox's size limits and filters never hold the mail back.
 */
export function whitepaperDeliveryMail(
  request: { to: string; name: string; title: string; link: string; until: string },
  sender: MailSender,
): MailMessage {
  const subject = T.subject(request.title);
  const { html, text } = renderMail(
    {
      heading: subject,
      paragraphs: [T.intro(request.name, request.title), T.expires(request.until)],
      action: { label: T.action, url: request.link },
      notes: [T.notYou],
    },
    sender,
  );
  return { to: request.to, subject, text, html };
}
