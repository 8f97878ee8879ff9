import type { InquiryService } from "../constants";
import { CAREERS_TEXTS } from "./careers";

// Job alerts' texts (issue 30, point 5): the sign-up forms on /jobs, the pages the e-mailed links
// open, the mails, and the admins' list.

/** What a subscription asks for, in words: "Temporary staffing, Accounting", or every new job. */
export function jobAlertFiltersText(filters: {
  service: InquiryService | null | undefined;
  category: string | null | undefined;
}): string {
  const named = [filters.service ? CAREERS_TEXTS.serviceLabels[filters.service] : null, filters.category];
  const words = named.filter((part): part is string => Boolean(part));
  return words.length > 0 ? words.join(", ") : JOB_ALERT_TEXTS.allJobs;
}

export const JOB_ALERT_TEXTS = {
  allJobs: "every new job",
  // The forms on /jobs (they post without JavaScript too).
  emptyHeading: "Get an e-mail when one opens",
  emptyIntro: (filters: string) => `We will write to you when we post a job matching: ${filters}.`,
  compactHeading: "Job alerts",
  compactIntro: "Get an e-mail when we post a new job. At most one a day; unsubscribe at any time.",
  emailLabel: "Your e-mail address",
  submit: "Send me job alerts",
  checkInbox: "Almost there: check your inbox and confirm your job alert.",
  checkInboxDetail: "We sent you an e-mail with a link. Until you follow it, we send you no alerts.",
  failed: "We could not set up your job alert. Please try again in a moment.",
  // The pages the mails' links open.
  confirmPage: {
    title: "Confirm your job alert",
    question: (filters: string) => `Send you an e-mail when we post a job matching: ${filters}?`,
    button: "Yes, send me job alerts",
    doneTitle: "Job alert confirmed",
    doneBody: (company: string) =>
      `Thank you. ${company} will e-mail you when a matching job opens, at most once a day. Every e-mail has a link to unsubscribe.`,
    invalidTitle: "This link is no longer valid",
    invalidBody:
      "The confirmation link has expired or was replaced by a newer one. Sign up again on our jobs page to get a new link.",
  },
  unsubscribePage: {
    title: "Stop this job alert",
    question: (email: string, filters: string) => `Stop sending job alerts for ${filters} to ${email}?`,
    button: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    doneBody:
      "We will send no more job alerts for this search. You can sign up again on our jobs page at any time.",
    invalidTitle: "This link is not valid",
    invalidBody:
      "We could not find a job alert for this link. If you keep receiving our e-mails, reply to one of them.",
  },
  backToJobs: "See open positions",
  // The mails.
  mail: {
    confirmSubject: (company: string) => `Confirm your job alert from ${company}`,
    confirmIntro: (filters: string) => `You asked us to e-mail you when we post a job matching: ${filters}.`,
    confirmAsk: "Please confirm that you want these e-mails. Until you do, we send you nothing else.",
    confirmAction: "Confirm my job alert",
    confirmIgnore: "If you did not ask for this, ignore this e-mail and you will not hear from us again.",
    alertSubject: (count: number, company: string) =>
      count === 1 ? `A new job at ${company}` : `${count} new jobs at ${company}`,
    alertHeading: (count: number) => (count === 1 ? "A new job for you" : `${count} new jobs for you`),
    alertIntro: (filters: string) => `New open positions matching your job alert (${filters}):`,
    alertNote: "We send at most one job alert a day; jobs posted meanwhile come together in the next one.",
    why: (filters: string) =>
      `You are receiving this because you asked for job alerts (${filters}) on our website.`,
    stop: "To stop this job alert:",
    unsubscribe: "Unsubscribe",
  },
  // The admins' Subscribers screen, its second tab.
  admin: {
    tabNewsletter: "Newsletter",
    tab: "Job alerts",
    email: "E-mail",
    filters: "Filters",
    status: "Status",
    created: "Created",
    lastSent: "Last alert",
    never: "Never",
    emptyTitle: "No job-alert subscribers yet",
    emptyNone: "Visitors sign up on the jobs page.",
    loadFailed: "Failed to fetch job-alert subscribers",
  },
} as const;
