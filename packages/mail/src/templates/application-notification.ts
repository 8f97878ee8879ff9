import { formatMoment, MAIL_TEXTS } from "@staffing/shared";
import { type MailSender, renderMail } from "../layout";
import type { MailMessage } from "../message";

const T = MAIL_TEXTS.application;

/** What the recruiters' mail tells of an application (read when the mail is composed). */
export interface ApplicationForMail {
  id: string;
  jobTitle: string;
  name: string;
  email: string;
  phone: string | null;
  coverNote: string | null;
  createdAt: Date;
  /** The résumé's name as shown to staff ("cv.pdf"), and its size in bytes. */
  resume: { displayName: string; size: number } | null;
}

/** The address of an application's workspace in the admin: the notification's button leads there. */
export const applicationAdminUrl = (siteUrl: string, applicationId: string) =>
  `${siteUrl.replace(/\/+$/, "")}/admin/applications/${encodeURIComponent(applicationId)}`;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The mail recruiters get for a new application: who applied for which job, when on the company's
 * clock, the cover note, and one button to the application in the panel (where the résumé is
 * downloaded: it never travels by mail). Replying writes to the candidate.
 */
export function applicationNotificationMail(
  application: ApplicationForMail,
  to: string,
  context: { siteUrl: string; timeZone: string },
  sender: MailSender,
): MailMessage {
  const subject = T.subject(application.name, application.jobTitle);
  const { html, text } = renderMail(
    {
      heading: subject,
      paragraphs: [T.intro(sender.name)],
      details: [
        [T.labels.job, application.jobTitle],
        [T.labels.name, application.name],
        [T.labels.email, application.email],
        [T.labels.phone, application.phone || T.noPhone],
        ...(application.resume
          ? [
              [
                T.labels.resume,
                `${application.resume.displayName} (${sizeText(application.resume.size)})`,
              ] as [string, string],
            ]
          : []),
        [T.labels.received, formatMoment(application.createdAt, context.timeZone)],
      ],
      quote: application.coverNote || T.noCoverNote,
      action: { label: T.action, url: applicationAdminUrl(context.siteUrl, application.id) },
      notes: [T.replyHint],
    },
    sender,
  );
  return { to, subject, text, html, replyTo: application.email };
}
