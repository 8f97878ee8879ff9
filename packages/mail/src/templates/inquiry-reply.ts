import { MAIL_TEXTS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.inquiryReply;

export interface InquiryReply {
  /** The inquirer's address, as they typed it. */
  to: string;
  subject: string;
  /** Plain text as the staff member wrote it; paragraphs are separated by blank lines. */
  body: string;
  staffName: string;
  /** Where the inquirer's answer goes: the staff member's own address (null when the account is gone). */
  staffEmail: string | null;
}

/**
 * A staff member's reply to an inquiry: exactly the text of the compose box (its greeting included:
 * the template adds none, so the inquirer is greeted once), signed with their name and the company's,
 * as the compose box previews it, and the company's address and contacts at the foot. No tracking,
 * no links added.
 */
export function inquiryReplyMail(reply: InquiryReply, sender: MailSender): MailMessage {
  const paragraphs = reply.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const { html, text } = renderMail(
    {
      heading: reply.subject,
      paragraphs: [...paragraphs, T.signature(reply.staffName, sender.name)],
    },
    sender,
  );
  return {
    to: reply.to,
    subject: reply.subject,
    text,
    html,
    ...(reply.staffEmail ? { replyTo: reply.staffEmail } : {}),
  };
}
