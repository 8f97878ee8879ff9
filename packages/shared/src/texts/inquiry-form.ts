// Texts of the inquiry form (SPEC section 2), on the Home, Services and Contact screens.

export const INQUIRY_FORM = {
  heading: "Get a Free Consultation",
  name: "Full Name *",
  email: "Business Email *",
  company: "Company Name",
  service: "Service Interest",
  serviceNone: "Select a service",
  message: "Tell us about your staffing needs",
  submit: "Send Inquiry",
  sending: "Sending...",
  responseNote: "We respond within 24 hours. No obligation.",
  /** The help under the form, with the company's number and address (from its profile). */
  talkInstead: "Rather talk? Call",
  orWrite: "or write to",
  serviceLabels: {
    virtual: "Virtual Staffing",
    temporary: "Temporary Staffing",
    direct: "Direct Hire",
    consultation: "Consultation",
  },
} as const;

/**
 * What the visitor reads in place of the form once an inquiry is in: who we heard from, about what,
 * by when a specialist replies (the response promise, INQUIRY_RESPONSE_HOURS) and what happens next.
 */
export const INQUIRY_THANKS = {
  title: (name: string) => `Thank you, ${name}.`,
  about: (service: string) => `We have your inquiry about ${service}.`,
  aboutNoService: "We have your inquiry.",
  replyBy: (when: string) => `A specialist will reply by ${when}.`,
  nextHeading: "What happens next",
  steps: (email: string) => [
    "A staffing specialist reads your needs and checks who is available.",
    `They write to ${email} with questions or first profiles, or call you if you left a number.`,
    "You agree together on the role, the start date and the rate. There is no obligation.",
  ],
  sendAnother: "Send another inquiry",
} as const;
