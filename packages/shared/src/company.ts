// The company the demo site presents (footer, contact page, Organization JSON-LD).
export const COMPANY = {
  name: "Northbridge Staffing",
  foundingYear: 2009,
  address: {
    street: "10180 101 Street NW, Suite 1500",
    city: "Edmonton",
    region: "Alberta",
    regionCode: "AB",
    postalCode: "T5J 3S4",
    country: "Canada",
    countryCode: "CA",
  },
  phones: ["+1 (780) 555-0142", "+1 (800) 555-0199"],
  emails: ["info@northbridgestaffing.com", "support@northbridgestaffing.com"],
} as const;
