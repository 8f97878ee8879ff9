import { type CompanyProfile, formatMoment, MAIL_TEXTS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.inquiryAcknowledgement;

/** An office's address as one line: "10180 101 Street NW, Edmonton, Alberta T5J 3S4, Canada". */
const officeAddress = (office: CompanyProfile["offices"][number]) =>
  [office.street, office.city, [office.region, office.postalCode].filter(Boolean).join(" "), office.country]
    .filter(Boolean)
    .join(", ");

/**
 * The visitor's acknowledgement of their inquiry: thanks, what happens next, the response promise
 * and every way to reach the company, from its profile as it is when the mail is composed. Nothing
 * in it is tracked: no image, no link (the numbers and addresses are plain text), no id: when it was
 * received is told on the company's clock. Replies go to the company's first e-mail address, where a
 * person reads them.
 */
export function inquiryAcknowledgementMail(
  to: string,
  receivedAt: Date,
  profile: CompanyProfile,
  responseHours: number,
  sender: MailSender,
): MailMessage {
  const subject = T.subject(profile.name);
  const { labels } = T;
  const details: [string, string][] = [
    ...profile.phones.map(({ label, number }): [string, string] => [labels.phone, `${number} (${label})`]),
    ...profile.emails.map(({ label, address }): [string, string] => [labels.email, `${address} (${label})`]),
    ...profile.offices.slice(0, 1).map((office): [string, string] => [office.name, officeAddress(office)]),
    ...profile.hours.map((line): [string, string] => [labels.hours, line]),
  ];
  const { html, text } = renderMail(
    {
      heading: subject,
      paragraphs: [
        T.intro(profile.name),
        T.received(formatMoment(receivedAt, profile.timeZone)),
        T.next,
        T.promise(responseHours),
        ...(details.length ? [T.reach] : []),
      ],
      ...(details.length ? { details } : {}),
      notes: [T.notYou],
    },
    sender,
  );
  const replyTo = profile.emails[0]?.address;
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}
