import { APPLICATION_COVER_NOTE_MAX } from "../applications";
import { DOCUMENT_MAX_BYTES } from "../documents";
import { DOCUMENT_MESSAGES } from "./documents";

// The application form on a job's page (issue 30 point 3), its thank-you and its refusals: written
// once for the form (with or without JavaScript), the API's answers and the tests.

const megabytes = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));

/** The privacy page the consent sentence links to. */
export const PRIVACY_PATH = "/privacy";

/**
 * The sentence a candidate accepts, in three parts so the form can link its middle to the privacy
 * page. Its whole text (APPLICATION_CONSENT_TEXT) is kept with each application: what they agreed to.
 */
export const APPLICATION_CONSENT = {
  before:
    "I agree that my application and résumé are kept and read by the recruiting team to consider me for this and similar roles, as the ",
  link: "privacy notice",
  after: " explains. They are deleted when its retention period ends, or sooner when I ask.",
} as const;
export const APPLICATION_CONSENT_TEXT = `${APPLICATION_CONSENT.before}${APPLICATION_CONSENT.link} (${PRIVACY_PATH})${APPLICATION_CONSENT.after}`;

export const APPLICATION_FORM = {
  heading: "Apply for this job",
  intro: "It takes two minutes. A recruiter reads every application.",
  name: "Full name",
  email: "E-mail",
  phone: "Phone (optional)",
  resume: "Résumé",
  resumeHint: `PDF, Word (DOCX), OpenDocument (ODT) or RTF, up to ${megabytes} MB.`,
  coverNote: "Cover note (optional)",
  coverNoteHint: `A few lines on why the role fits you and when you could start (up to ${APPLICATION_COVER_NOTE_MAX.toLocaleString("en-CA")} characters).`,
  required: "required",
  submit: "Send application",
  sending: "Sending…",
  progress: (percent: number) => `Sending your application: ${percent}%`,
  orEmail: "Prefer e-mail? Write to",
  failed: "Your application could not be sent. Please try again in a moment.",
} as const;

/** Each refusal, under the field it concerns. */
export const APPLICATION_MESSAGES = {
  resumeRequired: `Attach your résumé: a PDF, Word (DOCX), ODT or RTF file of up to ${megabytes} MB.`,
  resumeKind:
    "This file is not a PDF, Word (DOCX), OpenDocument (ODT) or RTF document. Attach your résumé in one of those formats.",
  // (The upload's reader stops at the limit, for every document alike.)
  resumeTooLarge: DOCUMENT_MESSAGES.tooLarge,
  resumeEmpty: "This file is empty. Attach your résumé.",
  resumeInfected:
    "This file could not be accepted: our malware scanner flagged it. Attach another copy of your résumé.",
  consentRequired: "Accept the privacy notice to apply.",
  coverNoteTooLong: `Keep your cover note to ${APPLICATION_COVER_NOTE_MAX.toLocaleString("en-CA")} characters.`,
  noSuchJob: "There is no such job. It may have been removed.",
  jobClosed: "This position is no longer taking applications.",
  tooManyFromMailbox:
    "Several applications were already sent from this e-mail address in the last hour. Please try again later.",
} as const;

/** What the candidate reads in place of the form once the application is in. */
export const APPLICATION_THANKS = {
  title: (name: string) => `Thank you, ${name}.`,
  received: (jobTitle: string) => `We have your application for ${jobTitle}.`,
  nextHeading: "What happens next",
  steps: (email: string) => [
    `We have sent a confirmation to ${email}.`,
    "A recruiter reads your application and résumé, usually within two business days.",
    "If your experience matches, they contact you to arrange a first conversation. Either way, we let you know.",
  ],
  otherJobs: "See other open positions",
} as const;
