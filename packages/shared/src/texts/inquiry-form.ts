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
