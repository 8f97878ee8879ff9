// The whitepaper request (issue 29): the page a card's "Ask for a copy" opens, its form, its outcome,
// and the mail that brings the paper. Written once for the page, the mail and their tests.

/** How long a mailed download link works. */
export const WHITEPAPER_LINK_DAYS = 7;

/** The request page of the whitepaper whose PDF is this document. */
export const whitepaperPath = (documentId: string) => `/whitepapers/${documentId}`;

export const WHITEPAPER_TEXTS = {
  eyebrow: "Free whitepaper",
  metaDescription: (title: string) => `Ask for a free copy of "${title}": we send the PDF to your inbox.`,
  formHeading: "Where should we send it?",
  name: "Your name",
  email: "Work e-mail",
  company: "Company (optional)",
  submit: "Send me the whitepaper",
  note: "We e-mail you a download link that works for 7 days. We keep your request so a consultant can follow up; nothing else is sent unless you ask.",
  sentHeading: "Check your inbox",
  sentText: (title: string) =>
    `We are sending "${title}" to the address you gave. The link in the e-mail works for 7 days.`,
  backTo: (page: string) => `Back to ${page}`,
  failed: "Your request could not be sent. Please try again in a moment.",
  notFoundTitle: "This whitepaper is not available",
  notFoundText: "It may have been withdrawn. Our other papers are on the Whitepapers page.",
  /** The lead's message, as staff read it in the inquiry. */
  inquiryMessage: (title: string) => `Asked for the whitepaper "${title}".`,
  /** GET /api/whitepapers/download with a link that is not (or no longer) good. */
  linkInvalid: "This download link is not valid or has expired. Ask for the whitepaper again on our website.",
  mail: {
    subject: (title: string) => `Your copy of "${title}"`,
    intro: (name: string, title: string) => `Hello ${name}, thank you for asking for "${title}".`,
    action: "Download the PDF",
    expires: (until: string) =>
      `The link works until ${until}. After that, ask for the paper again on our website.`,
    notYou: "If you did not ask for this, ignore this e-mail: nothing else will be sent.",
  },
  admin: {
    upload: "Upload a PDF",
    replace: "Replace the PDF",
    remove: "Remove",
    uploading: "Uploading...",
    uploaded: "PDF Uploaded",
    uploadFailed: "The PDF was not uploaded.",
    none: "No file: visitors cannot ask for a copy by e-mail",
    hint: "With a PDF here, the card's link opens its request form: visitors get a download link by e-mail, and each request is kept as an inquiry.",
  },
} as const;
