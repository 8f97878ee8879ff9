import type { NewsletterLanding } from "./newsletter";

// Job alerts (issue 30, point 5): a visitor asks to hear of new jobs of a service and/or category,
// with the newsletter's double opt-in and consent record. One subscription is one address with one
// pair of filters; an address may hold several (each with its own links).

/** The form a subscription came from when the client does not say. */
export const JOB_ALERT_SOURCE_DEFAULT = "jobs";

/** After one alert mail, the next waits this long; matches meanwhile go in that one mail. */
export const JOB_ALERT_MAIL_INTERVAL_HOURS = 24;

export const JOB_ALERT_CONFIRM_PATH = "/api/job-alerts/confirm";
export const JOB_ALERT_UNSUBSCRIBE_PATH = "/api/job-alerts/unsubscribe";

/**
 * What a landing page of a job alert's e-mailed links shows. Both links ask before they act (a
 * button that posts): a mail scanner that fetches every link confirms and unsubscribes nobody.
 */
export type JobAlertLanding = { list: "jobAlerts" } & (
  | { page: "confirm"; filters: string; action: string }
  | { page: "confirmed" }
  | { page: "confirmInvalid" }
  | { page: "unsubscribe"; email: string; filters: string; action: string }
  | { page: "unsubscribed" }
  | { page: "unsubscribeInvalid" }
);

/** A landing page of an e-mailed subscription link: the newsletter's or a job alert's. */
export type SubscriptionLanding = NewsletterLanding | JobAlertLanding;
