import {
  COMPANY,
  CONTACT_PAGE,
  type CompanyProfile,
  DEFAULT_COMPANY_TIME_ZONE,
  FOOTER,
} from "@staffing/shared";

/** The label of the 24/7 line: the home hero's call button calls it. */
export const SUPPORT_PHONE_LABEL = "24/7 support";

// The company's facts as the site showed them before they became content: seeded once, then staff
// edit them on the Company screen.
export const seedCompanyProfile: CompanyProfile = {
  name: COMPANY.name,
  tagline: FOOTER.tagline,
  logo: null,
  phones: [
    { label: "Main office", number: COMPANY.phones[0] },
    { label: SUPPORT_PHONE_LABEL, number: COMPANY.phones[1] },
  ],
  emails: [
    { label: "General inquiries", address: COMPANY.emails[0] },
    { label: "Support", address: COMPANY.emails[1] },
  ],
  offices: [
    {
      name: "Head office",
      street: COMPANY.address.street,
      city: COMPANY.address.city,
      region: COMPANY.address.region,
      postalCode: COMPANY.address.postalCode,
      country: COMPANY.address.country,
      phone: COMPANY.phones[0],
      email: COMPANY.emails[0],
    },
    // Every office complete (address, phone, e-mail): the contact page shows each as one card.
    {
      name: "Temporary staffing hub",
      street: "440 2 Avenue SW, Suite 900",
      city: "Calgary",
      region: "Alberta",
      postalCode: "T2P 5E9",
      country: "Canada",
      phone: "+1 (403) 555-0176",
      email: "calgary@northbridgestaffing.com",
    },
    {
      name: "Direct hire and consulting",
      street: "100 King Street West, Suite 5600",
      city: "Toronto",
      region: "Ontario",
      postalCode: "M5X 1C9",
      country: "Canada",
      phone: "+1 (416) 555-0133",
      email: "toronto@northbridgestaffing.com",
    },
    {
      name: "Virtual staffing operations",
      street: "6750 Ayala Avenue, 12th Floor",
      city: "Makati City",
      region: "Metro Manila",
      postalCode: "1226",
      country: "Philippines",
      phone: "+63 2 5550 0142",
      email: "manila@northbridgestaffing.com",
    },
  ],
  supportNote: FOOTER.support,
  hours: [...(CONTACT_PAGE.cards[3]?.lines ?? [])],
  // The company's own profiles (placeholders that name it), not the networks' home pages.
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/company/northbridge-staffing" },
    { network: "x", url: "https://x.com/northbridgestaff" },
    { network: "facebook", url: "https://www.facebook.com/northbridgestaffing" },
  ],
  foundingYear: COMPANY.foundingYear,
  timeZone: DEFAULT_COMPANY_TIME_ZONE,
};
