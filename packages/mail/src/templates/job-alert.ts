import { JOB_ALERT_TEXTS } from "@staffing/shared";
import type { MailSender } from "../layout";
import type { MailMessage } from "../message";
import { type ListFooter, listMail } from "./newsletter";

const T = JOB_ALERT_TEXTS.mail;

export interface JobAlertRecipient {
  email: string;
  /** What the alert asks for, in words (jobAlertFiltersText). */
  filters: string;
  /** The absolute unsubscribe address: GET shows a page, POST unsubscribes (one click too). */
  unsubscribeUrl: string;
}

/** One job as an alert lists it. */
export interface AlertedJob {
  title: string;
  /** Where (or remote) and the job's types: "Calgary, AB, Canada · Full-time". */
  facts: string;
  /** The job's page, absolute. */
  url: string;
}

const footer = (recipient: JobAlertRecipient): ListFooter => ({
  why: T.why(recipient.filters),
  stop: T.stop,
  unsubscribe: T.unsubscribe,
});

/** Double opt-in: no alert is sent until the subscriber follows this link. */
export function jobAlertConfirmationMail(
  recipient: JobAlertRecipient,
  confirmUrl: string,
  sender: MailSender,
): MailMessage {
  const subject = T.confirmSubject(sender.name);
  return listMail(
    recipient,
    footer(recipient),
    subject,
    {
      heading: subject,
      paragraphs: [T.confirmIntro(recipient.filters), T.confirmAsk],
      action: { label: T.confirmAction, url: confirmUrl },
      notes: [T.confirmIgnore],
    },
    sender,
  );
}

/** The alert: every matching job since the last one, each with its facts and its page (no tracking). */
export function jobAlertMail(
  recipient: JobAlertRecipient,
  jobs: readonly AlertedJob[],
  sender: MailSender,
): MailMessage {
  return listMail(
    recipient,
    footer(recipient),
    T.alertSubject(jobs.length, sender.name),
    {
      heading: T.alertHeading(jobs.length),
      paragraphs: [T.alertIntro(recipient.filters)],
      items: [...jobs],
      notes: [T.alertNote],
    },
    sender,
  );
}
