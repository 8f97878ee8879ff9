import type { Inquiry } from "@staffing/db";
import { formatMoment, INQUIRY_FORM, type InquiryService, MAIL_TEXTS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.inquiry;

/** Where the inquiry is worked on and how the company reads time. */
export interface InquiryNotificationContext {
  /** PUBLIC_SITE_URL: the button opens the inquiry's own page in the admin. */
  siteUrl: string;
  /** The company profile's zone: every moment is on its clock, named. */
  timeZone: string;
  /** The site's reply promise (INQUIRY_RESPONSE_HOURS). */
  responseHours: number;
}

/** The address of an inquiry's own page in the admin: the notification's button leads there. */
export const inquiryAdminUrl = (siteUrl: string, inquiryId: string) =>
  `${siteUrl.replace(/\/+$/, "")}/admin/inquiries/${encodeURIComponent(inquiryId)}`;

/**
 * The e-mail staff receive for a new inquiry, read as a person would tell it: who asked, about what
 * service (by its name), when on the company's clock, by when to reply, the message, and one button to
 * the inquiry itself. No id is shown: the button carries it. Replying answers the person who asked.
 */
export function inquiryNotificationMail(
  inquiry: Inquiry,
  to: string,
  context: InquiryNotificationContext,
  sender: MailSender,
): MailMessage {
  const service = inquiry.service
    ? (INQUIRY_FORM.serviceLabels[inquiry.service as InquiryService] ?? T.noService)
    : T.noService;
  const respondBy = new Date(inquiry.createdAt.getTime() + context.responseHours * 3_600_000);
  const { html, text } = renderMail(
    {
      heading: T.subject(inquiry.name, inquiry.company),
      paragraphs: [T.intro(sender.name)],
      details: [
        [T.labels.name, inquiry.name],
        [T.labels.email, inquiry.email],
        [T.labels.company, inquiry.company || T.noCompany],
        [T.labels.service, service],
        [T.labels.received, formatMoment(inquiry.createdAt, context.timeZone)],
        [T.labels.respondBy, formatMoment(respondBy, context.timeZone)],
      ],
      quote: inquiry.message || T.noMessage,
      action: { label: T.action, url: inquiryAdminUrl(context.siteUrl, inquiry.id) },
      notes: [T.replyHint],
    },
    sender,
  );
  return { to, subject: T.subject(inquiry.name, inquiry.company), text, html, replyTo: inquiry.email };
}
