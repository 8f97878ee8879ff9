import { INVITE_LINK_DAYS, MAIL_TEXTS, ROLE_LABELS, type UserRole } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.invite;

/** The invite to a new colleague: a one-use link to choose a password, landing in the panel. */
export function inviteMail(to: string, role: UserRole, link: string, sender: MailSender): MailMessage {
  const subject = T.subject(sender.name);
  const { html, text } = renderMail(
    {
      heading: subject,
      paragraphs: [T.intro(sender.name, ROLE_LABELS[role])],
      action: { label: T.action, url: link },
      notes: [T.validity(INVITE_LINK_DAYS), T.ignore],
    },
    sender,
  );
  return { to, subject, text, html };
}
