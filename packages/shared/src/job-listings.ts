import {
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  REMOTE_MODE_LABELS,
  type RemoteMode,
  SALARY_UNIT_LABELS,
  type SalaryUnit,
} from "./jobs";
import type { CompanyProfile } from "./schemas/company-profile";
import { absoluteUrl } from "./seo";

// The public side of the careers pages (issue 30): addresses, how a job's facts read, and its
// JobPosting, written once for the pages, the feed and the API's tests.

export const JOBS_PATH = "/jobs";
/** The open jobs' RSS feed. */
export const JOBS_FEED_PATH = "/jobs/rss.xml";
/** The feed lists this many of the newest open jobs. */
export const JOBS_FEED_COUNT = 50;
/** A job's page links to this many similar open jobs (same service or category). */
export const SIMILAR_JOBS_COUNT = 3;

export const jobPath = (slug: string) => `${JOBS_PATH}/${slug}`;

/** A job's facts as the pages, the feed and the structured data read them. */
export interface JobFacts {
  title: string;
  slug: string;
  summary: string | null;
  description: string;
  employmentType: readonly EmploymentType[];
  category: string | null;
  location: { city: string; region: string | null; country: string; postalCode: string | null } | null;
  remote: RemoteMode;
  remoteCountries: readonly string[];
  salary: { min: number | null; max: number | null; currency: string; unit: SalaryUnit } | null;
  validThrough: Date | string | null;
  reference: string | null;
  publishedAt: Date | string | null;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** A country's English name from its ISO code (CA -> Canada). */
export const countryName = (code: string) => regionNames.of(code) ?? code;

/** Where the job is: "Calgary, AB, Canada", "Remote (Canada, United States)", "Hybrid: Calgary, AB, Canada". */
export function jobPlace(job: Pick<JobFacts, "location" | "remote" | "remoteCountries">): string {
  const place = job.location
    ? [job.location.city, job.location.region, countryName(job.location.country)].filter(Boolean).join(", ")
    : "";
  if (job.remote === "remote") {
    const countries = job.remoteCountries.map(countryName).join(", ");
    return countries ? `${REMOTE_MODE_LABELS.remote} (${countries})` : REMOTE_MODE_LABELS.remote;
  }
  if (job.remote === "hybrid")
    return place ? `${REMOTE_MODE_LABELS.hybrid}: ${place}` : REMOTE_MODE_LABELS.hybrid;
  return place;
}

/** "Full-time, Contract". */
export const jobTypes = (types: readonly EmploymentType[]) =>
  types.map((type) => EMPLOYMENT_TYPE_LABELS[type]).join(", ");

function money(amount: number, currency: string) {
  return new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "$52,000 – $61,000 per year", "From $24 per hour", "Up to $90,000 per year"; null without a salary. */
export function salaryText(salary: JobFacts["salary"]): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const unit = SALARY_UNIT_LABELS[salary.unit];
  const { min, max, currency } = salary;
  if (min !== null && max !== null && min !== max)
    return `${money(min, currency)} – ${money(max, currency)} ${unit}`;
  if (min !== null && max !== null) return `${money(min, currency)} ${unit}`;
  if (min !== null) return `From ${money(min, currency)} ${unit}`;
  return `Up to ${money(max ?? 0, currency)} ${unit}`;
}

/** A date as the pages show it: "28 November 2026" (the site is Canadian English). */
export const jobDate = (value: Date | string) =>
  new Intl.DateTimeFormat("en-CA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(value));

/** schema.org's employmentType names for ours. */
const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * An open job's JobPosting block, as Google for Jobs reads it: every property it requires (title,
 * description as HTML, datePosted, hiringOrganization, jobLocation or TELECOMMUTE with the countries
 * a candidate may live in) and the recommended ones it can fill (validThrough, employmentType,
 * baseSalary, identifier, directApply). A closed job's page carries none (Google: remove it).
 */
export function jobPostingJsonLd(
  siteUrl: string,
  profile: Pick<CompanyProfile, "name" | "logo" | "socialLinks">,
  builtInLogo: string,
  job: JobFacts,
) {
  const url = absoluteUrl(siteUrl, jobPath(job.slug));
  const { location, salary } = job;
  const value =
    salary && (salary.min !== null || salary.max !== null)
      ? {
          "@type": "QuantitativeValue",
          ...(salary.min !== null && salary.max !== null && salary.min !== salary.max
            ? { minValue: salary.min, maxValue: salary.max }
            : { value: salary.min ?? salary.max }),
          unitText: salary.unit.toUpperCase(),
        }
      : null;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description.trim() || `<p>${escapeHtml(job.summary ?? job.title)}</p>`,
    url,
    datePosted: job.publishedAt ? iso(job.publishedAt) : undefined,
    validThrough: job.validThrough ? iso(job.validThrough) : undefined,
    employmentType: job.employmentType.map((type) => SCHEMA_EMPLOYMENT_TYPES[type]),
    hiringOrganization: {
      "@type": "Organization",
      name: profile.name,
      sameAs: [siteUrl, ...profile.socialLinks.map((link) => link.url)],
      url: siteUrl,
      logo: absoluteUrl(siteUrl, profile.logo?.src ?? builtInLogo),
    },
    jobLocation:
      location && job.remote !== "remote"
        ? {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: location.city,
              addressRegion: location.region ?? undefined,
              postalCode: location.postalCode ?? undefined,
              addressCountry: location.country,
            },
          }
        : undefined,
    jobLocationType: job.remote === "remote" ? "TELECOMMUTE" : undefined,
    applicantLocationRequirements:
      job.remote === "remote" && job.remoteCountries.length
        ? job.remoteCountries.map((code) => ({ "@type": "Country", name: code }))
        : undefined,
    baseSalary: value ? { "@type": "MonetaryAmount", currency: salary?.currency, value } : undefined,
    identifier: job.reference
      ? { "@type": "PropertyValue", name: profile.name, value: job.reference }
      : undefined,
    industry: job.category ?? undefined,
    directApply: true,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);
