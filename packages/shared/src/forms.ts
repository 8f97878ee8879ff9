import { DEFAULT_COMPANY_TIME_ZONE } from "./time-zones";

// The public site's forms work without JavaScript: they post to the server, which answers 303 back
// to the page with the outcome kept for that one next view (a short-lived cookie), and the page
// shows it. These are the outcome's shape and the names both sides use.

/** The forms a public page can carry. */
export const PUBLIC_FORMS = {
  inquiry: { action: "/forms/inquiry", anchor: "inquiry" },
  newsletter: { action: "/forms/newsletter", anchor: "newsletter" },
  whitepaper: { action: "/forms/whitepaper", anchor: "whitepaper" },
  jobAlert: { action: "/forms/job-alert", anchor: "job-alert" },
  // Multipart (a résumé travels with it); the job's slug is a field of its own.
  application: { action: "/forms/application", anchor: "apply" },
} as const;
export type PublicFormName = keyof typeof PUBLIC_FORMS;

/** The hidden field that says which page a form was sent from, to return to it. */
export const RETURN_TO_FIELD = "returnTo";
/** The hidden field naming the form element (a page may carry a form twice: the newsletter). */
export const FORM_ID_FIELD = "formId";

export interface FormOutcome {
  form: PublicFormName;
  /** The id of the form element that was sent, so only that one shows the outcome. */
  formId: string;
  status: "sent" | "invalid" | "failed";
  /** What the visitor typed, kept when the form was refused. */
  values?: Record<string, string>;
  /** The first message for each refused field. */
  fieldErrors?: Record<string, string>;
  /** Why a form that was not refused for its fields failed (rate limit, server trouble). */
  message?: string;
  /** A sent inquiry: what its thank-you names (the JavaScript form gets the same from the API). */
  receipt?: InquiryReceipt;
  /** A sent application: whom the thank-you names (the job is the page's own). */
  applicant?: ApplicantReceipt;
}

/** What the thank-you in place of a sent application names. */
export interface ApplicantReceipt {
  name: string;
  email: string;
}

/** What the thank-you in place of a sent inquiry form says: whom we heard from, about what, by when. */
export interface InquiryReceipt {
  name: string;
  email: string;
  /** One of INQUIRY_SERVICES, or "" when none was chosen. */
  service: string;
  /** The promised reply time (received + INQUIRY_RESPONSE_HOURS), ISO 8601. */
  respondBy: string;
}

/**
 * The promised reply time as the thank-you says it: weekday and time on the company's clock (the
 * profile's time zone), so the page says the same on the server and in every visitor's browser
 * ("Tuesday, 3:40 p.m. MST").
 */
export const replyTimeText = (respondBy: string, timeZone: string = DEFAULT_COMPANY_TIME_ZONE) =>
  new Intl.DateTimeFormat("en-CA", {
    weekday: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(respondBy));
