import { type Database, readCompanyProfile } from "@staffing/db";
import {
  applicationAcknowledgementMail,
  applicationNotificationMail,
  inquiryAcknowledgementMail,
  inquiryNotificationMail,
  inquiryReplyMail,
  jobAlertConfirmationMail,
  jobAlertMail,
  type MailComposers,
  mailSender,
  newsletterConfirmationMail,
  whitepaperDeliveryMail,
} from "@staffing/mail";
import {
  absoluteUrl,
  formatMoment,
  INQUIRY_RESPONSE_HOURS_DEFAULT,
  jobPath,
  jobPlace,
  jobTypes,
} from "@staffing/shared";
import { applicationReplyForMail } from "./services/application-replies";
import { applicationForMail, applicationRecipients } from "./services/applications";
import { findInquiry } from "./services/inquiries";
import { replyForMail } from "./services/inquiry-replies";
import {
  filtersOf,
  issueJobAlertConfirmLink,
  jobAlertForMail,
  jobAlertUnsubscribeUrl,
} from "./services/job-alerts";
import { jobFromRow } from "./services/jobs";
import { issueConfirmToken, newsletterLinks } from "./services/newsletter";
import { findWhitepaper, whitepaperLink } from "./services/whitepapers";

/**
 * The mails about the site's own business, composed when they are sent: an inquiry's notification
 * to staff (when NOTIFY_EMAIL names where it goes), its acknowledgement to the visitor, a staff
 * member's reply to an inquirer or a candidate, a subscriber's confirmation request, job alerts with
 * their confirmation request, and an application's notification to the recruiters and acknowledgement
 * to the candidate. Each is signed with the
 * company profile as it is then, and tells time on its clock (its time zone).
 */
export function siteMailComposers(
  db: Database,
  options: { siteUrl: string; notifyEmail?: string | undefined; responseHours?: number | undefined },
): Pick<
  MailComposers,
  | "inquiry-notification"
  | "inquiry-acknowledgement"
  | "inquiry-reply"
  | "application-reply"
  | "newsletter-confirmation"
  | "whitepaper-delivery"
  | "job-alert-confirmation"
  | "job-alert"
  | "application-notification"
  | "application-acknowledgement"
> {
  return {
    "inquiry-notification": async ({ inquiryId }) => {
      if (!options.notifyEmail) return null;
      const inquiry = await findInquiry(db, inquiryId);
      // Deleted before we got to it: nothing to announce.
      if (!inquiry) return null;
      const profile = await readCompanyProfile(db);
      return inquiryNotificationMail(
        inquiry,
        options.notifyEmail,
        {
          siteUrl: options.siteUrl,
          timeZone: profile.timeZone,
          responseHours: options.responseHours ?? INQUIRY_RESPONSE_HOURS_DEFAULT,
        },
        mailSender(profile),
      );
    },
    "inquiry-reply": async ({ replyId }) => {
      const reply = await replyForMail(db, replyId);
      // Its inquiry was deleted (spam) before the mail went: nobody to answer.
      if (!reply) return null;
      return inquiryReplyMail(reply, mailSender(await readCompanyProfile(db)));
    },
    "application-reply": async ({ replyId }) => {
      const reply = await applicationReplyForMail(db, replyId);
      // The candidate was erased (or their application expired) before the mail went: nobody to answer.
      if (!reply) return null;
      // The same letter as an inquiry's reply: the staff member's text, signed, Reply-To them.
      return inquiryReplyMail(reply, mailSender(await readCompanyProfile(db)));
    },
    "inquiry-acknowledgement": async ({ inquiryId }) => {
      const inquiry = await findInquiry(db, inquiryId);
      // Deleted (as spam) before it went: no word to its sender.
      if (!inquiry) return null;
      const profile = await readCompanyProfile(db);
      const hours = options.responseHours ?? INQUIRY_RESPONSE_HOURS_DEFAULT;
      return inquiryAcknowledgementMail(
        inquiry.email,
        inquiry.createdAt,
        profile,
        hours,
        mailSender(profile),
      );
    },
    "newsletter-confirmation": async ({ subscriberId }) => {
      const issued = await issueConfirmToken(db, subscriberId);
      if (!issued) return null; // confirmed, unsubscribed or removed meanwhile
      const links = newsletterLinks(options.siteUrl, issued);
      return newsletterConfirmationMail(
        {
          email: issued.subscriber.email,
          source: issued.subscriber.source,
          unsubscribeUrl: links.unsubscribe,
        },
        links.confirm,
        mailSender(await readCompanyProfile(db)),
      );
    },
    "job-alert-confirmation": async ({ subscriptionId }) => {
      const issued = await issueJobAlertConfirmLink(db, options.siteUrl, subscriptionId);
      if (!issued) return null; // confirmed, unsubscribed or removed meanwhile
      const { subscription } = issued;
      return jobAlertConfirmationMail(
        {
          email: subscription.email,
          filters: filtersOf(subscription),
          unsubscribeUrl: jobAlertUnsubscribeUrl(options.siteUrl, subscription),
        },
        issued.confirmUrl,
        mailSender(await readCompanyProfile(db)),
      );
    },
    "job-alert": async ({ subscriptionId, jobIds }) => {
      const alert = await jobAlertForMail(db, subscriptionId, jobIds);
      // Unsubscribed, or every job it named closed, since it was queued.
      if (!alert) return null;
      const { subscription } = alert;
      return jobAlertMail(
        {
          email: subscription.email,
          filters: filtersOf(subscription),
          unsubscribeUrl: jobAlertUnsubscribeUrl(options.siteUrl, subscription),
        },
        alert.jobs.map((row) => {
          const job = jobFromRow(row);
          return {
            title: job.title,
            facts: [jobPlace(job), jobTypes(job.employmentType)].filter(Boolean).join(" · "),
            url: absoluteUrl(options.siteUrl, jobPath(job.slug)),
          };
        }),
        mailSender(await readCompanyProfile(db)),
      );
    },
    "application-notification": async ({ applicationId }) => {
      const application = await applicationForMail(db, applicationId);
      const recipients = await applicationRecipients(db, options.notifyEmail);
      // Erased before we got to it, or nobody to tell.
      if (!application || recipients.length === 0) return null;
      const profile = await readCompanyProfile(db);
      return applicationNotificationMail(
        application,
        recipients.join(", "),
        { siteUrl: options.siteUrl, timeZone: profile.timeZone },
        mailSender(profile),
      );
    },
    "application-acknowledgement": async ({ applicationId }) => {
      const application = await applicationForMail(db, applicationId);
      if (!application) return null;
      const profile = await readCompanyProfile(db);
      return applicationAcknowledgementMail(
        application,
        { timeZone: profile.timeZone, replyTo: profile.emails[0]?.address },
        mailSender(profile),
      );
    },
    "whitepaper-delivery": async ({ inquiryId }) => {
      const inquiry = await findInquiry(db, inquiryId);
      // The lead was deleted, or the paper withdrawn since it was asked for: nothing to send.
      const whitepaper = inquiry?.whitepaperId ? await findWhitepaper(db, inquiry.whitepaperId) : null;
      if (!inquiry || !whitepaper) return null;
      const profile = await readCompanyProfile(db);
      const link = await whitepaperLink(db, options.siteUrl, whitepaper.documentId);
      return whitepaperDeliveryMail(
        {
          to: inquiry.email,
          name: inquiry.name,
          title: whitepaper.title,
          link: link.url,
          until: formatMoment(link.expiresAt, profile.timeZone),
        },
        mailSender(profile),
      );
    },
  };
}
