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
    ...CONTACT_PAGE.offices.slice(1).map((office) => ({
      name: office.detail,
      street: "",
      city: office.city,
      region: "",
      postalCode: "",
      country: "",
      phone: "",
      email: "",
    })),
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
