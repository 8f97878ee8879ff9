import type { Inquiry } from "@staffing/db";
import { INQUIRY_FORM, type InquiryService, MAIL_TEXTS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.inquiry;

/** The e-mail staff receive for a new inquiry; replying answers the person who asked. */
export function inquiryNotificationMail(
  inquiry: Inquiry,
  to: string,
  siteUrl: string,
  sender: MailSender,
): MailMessage {
  const service = inquiry.service
    ? (INQUIRY_FORM.serviceLabels[inquiry.service as InquiryService] ?? inquiry.service)
    : T.noService;
  const { html, text } = renderMail(
    {
      heading: T.subject(inquiry.name, inquiry.company),
      paragraphs: [T.intro(sender.name)],
      details: [
        [T.labels.name, inquiry.name],
        [T.labels.email, inquiry.email],
        [T.labels.company, inquiry.company ?? "-"],
        [T.labels.service, service],
        [T.labels.received, inquiry.createdAt.toISOString()],
      ],
      quote: inquiry.message ?? T.noMessage,
      action: { label: T.action, url: `${siteUrl}/admin/inquiries` },
      notes: [`${T.labels.id}: ${inquiry.id}`],
    },
    sender,
  );
  return { to, subject: T.subject(inquiry.name, inquiry.company), text, html, replyTo: inquiry.email };
}
