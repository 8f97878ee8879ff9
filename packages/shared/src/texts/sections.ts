// Words the page sections add around what staff type (apps/web/src/site/sections): the labels of the
// company's facts on the contact cards and what screen readers hear beside a section's own text.

export const SECTION_TEXTS = {
  /** The contact cards of an offices section with details (the company profile's facts). */
  contactCards: {
    call: "Call us",
    email: "E-mail us",
    visit: "Visit us",
    hours: "Support hours",
  },
  /** After a card's link label, for screen readers: "Learn more about Virtual Staffing". */
  linkAbout: (title: string) => ` about ${title}`,
  /** The inquiry form appears once a page; a second place that asks for it links to the first. */
  toTheForm: "Send us an inquiry",
  clientsLabel: "Our clients",
} as const;
