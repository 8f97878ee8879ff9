import { MAIL_TEXTS, REAUTHENTICATION_CODE_MINUTES } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.reauthentication;

/** The one-time code (GoTrue's nonce) that confirms a password change from a signed-in session. */
export function reauthenticationMail(to: string, code: string, sender: MailSender): MailMessage {
  const subject = T.subject(sender.name);
  const { html, text } = renderMail(
    {
      heading: subject,
      paragraphs: [T.intro(sender.name), T.code(code)],
      notes: [T.validity(REAUTHENTICATION_CODE_MINUTES), T.ignore],
    },
    sender,
  );
  return { to, subject, text, html };
}
