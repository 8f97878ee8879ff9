import { INVITE_LINK_DAYS, MAIL_TEXTS, ROLE_LABELS, type UserRole } from "@staffing/shared";
import { renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.invite;

/** The invite to a new colleague: a one-use link to choose a password, landing in the panel. */
export function inviteMail(to: string, role: UserRole, link: string): MailMessage {
  const { html, text } = renderMail({
    heading: T.subject,
    paragraphs: [T.intro(ROLE_LABELS[role])],
    action: { label: T.action, url: link },
    notes: [T.validity(INVITE_LINK_DAYS), T.ignore],
  });
  return { to, subject: T.subject, text, html };
}
