import { MAIL_TEXTS, RECOVERY_LINK_HOURS } from "@staffing/shared";
import { renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.recovery;

/** A one-use link to choose a new password, and the six-digit code that does the same. */
export function passwordRecoveryMail(to: string, link: string, code: string): MailMessage {
  const { html, text } = renderMail({
    heading: T.subject,
    paragraphs: [T.intro],
    action: { label: T.action, url: link },
    notes: [T.code(code), T.validity(RECOVERY_LINK_HOURS), T.ignore],
  });
  return { to, subject: T.subject, text, html };
}
