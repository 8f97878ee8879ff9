import { MAIL_TEXTS, RECOVERY_LINK_HOURS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.recovery;

/** A one-use link to choose a new password, and the six-digit code that does the same. */
export function passwordRecoveryMail(
  to: string,
  link: string,
  code: string,
  sender: MailSender,
): MailMessage {
  const subject = T.subject(sender.name);
  const { html, text } = renderMail(
    {
      heading: subject,
      paragraphs: [T.intro(sender.name)],
      action: { label: T.action, url: link },
      notes: [T.code(code), T.validity(RECOVERY_LINK_HOURS), T.ignore],
    },
    sender,
  );
  return { to, subject, text, html };
}
