import { z } from "zod";
import { line, mediaImage, optionalLine, optionalParagraph } from "../sections/fields";
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from "../time-zones";
import { emailAddress } from "./fields";

// The company profile: every company fact the site shows (header, footer, contact page, JSON-LD,
// mails) in one record. GET /api/site answers it; PUT /api/admin/site takes exactly that back.

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "Use an absolute http(s) URL")
  .meta({ title: "Profile URL" });

export const SOCIAL_NETWORKS = ["linkedin", "x", "facebook", "instagram", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  x: "X (Twitter)",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
};

export const companyOffice = z.object({
  name: line("Name", 120),
  street: optionalLine("Street", 200),
  city: line("City", 120),
  region: optionalLine("Region", 120),
  postalCode: optionalLine("Postal code", 20),
  country: optionalLine("Country", 120),
  phone: optionalLine("Phone", 40),
  email: z
    .union([z.literal(""), emailAddress])
    .default("")
    .meta({ title: "E-mail" }),
});
export type CompanyOffice = z.output<typeof companyOffice>;

/** How many of each list the profile holds (the Company screen offers no more). */
export const COMPANY_PROFILE_LIMITS = {
  phones: 6,
  emails: 6,
  offices: 12,
  hours: 4,
  socialLinks: 8,
} as const;

const YEAR_MESSAGE = "Enter a year from 1800 to this year, or leave it empty";

export const companyProfile = z.object({
  name: line("Company name", 120),
  tagline: optionalParagraph("Tagline", 300),
  /** Null: the site's own logo. */
  logo: mediaImage.nullable().default(null),
  phones: z
    .array(z.object({ label: line("Label", 60), number: line("Number", 40) }))
    .max(COMPANY_PROFILE_LIMITS.phones)
    .meta({ title: "Phone numbers" }),
  emails: z
    .array(z.object({ label: line("Label", 60), address: emailAddress }))
    .max(COMPANY_PROFILE_LIMITS.emails)
    .meta({ title: "E-mail addresses" }),
  /** The first office is the head office: the address of the JSON-LD and of the mails. */
  offices: z.array(companyOffice).max(COMPANY_PROFILE_LIMITS.offices).meta({ title: "Offices" }),
  supportNote: optionalLine("Support note", 200),
  /** Opening hours, one line each (the contact page's "Support hours" card). */
  hours: z.array(line("Line", 120)).max(COMPANY_PROFILE_LIMITS.hours).default([]).meta({ title: "Hours" }),
  socialLinks: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS).meta({ title: "Network" }), url: httpUrl }))
    .max(COMPANY_PROFILE_LIMITS.socialLinks)
    .meta({ title: "Social links" }),
  foundingYear: z
    .number(YEAR_MESSAGE)
    .int(YEAR_MESSAGE)
    .min(1800, YEAR_MESSAGE)
    .max(new Date().getUTCFullYear(), YEAR_MESSAGE)
    .nullable()
    .default(null)
    .meta({ title: "Founding year" }),
  /** The company's clock: mails and the admin's timelines show moments in it, named ("MST"). */
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, "Choose a time zone from the list, such as America/Edmonton")
    .default(DEFAULT_COMPANY_TIME_ZONE)
    .meta({ title: "Time zone" }),
});
export type CompanyProfile = z.output<typeof companyProfile>;
export type CompanyProfileInput = z.input<typeof companyProfile>;
