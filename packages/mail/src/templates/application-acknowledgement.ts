import { formatMoment, MAIL_TEXTS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.applicationAcknowledgement;

/**
 * The candidate's one acknowledgement: the job, when it arrived (on the company's clock), what happens
 * next and how their data is kept. Nothing in it is tracked: no image, no link, no id. Replies go to
 * the company's first e-mail address, where a person reads them.
 */
export function applicationAcknowledgementMail(
  application: { email: string; jobTitle: string; createdAt: Date },
  context: { timeZone: string; replyTo: string | undefined },
  sender: MailSender,
): MailMessage {
  const subject = T.subject(application.jobTitle);
  const { html, text } = renderMail(
    {
      heading: subject,
      paragraphs: [
        T.intro(application.jobTitle, sender.name),
        T.received(formatMoment(application.createdAt, context.timeZone)),
        T.nextHeading,
        ...T.next,
        T.privacy,
      ],
      notes: [T.notYou],
    },
    sender,
  );
  return {
    to: application.email,
    subject,
    text,
    html,
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
  };
}
