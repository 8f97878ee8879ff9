import { z } from "zod";
import { INQUIRY_SERVICES } from "../constants";
import {
  EMPLOYMENT_TYPES,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_STATUSES,
  JOB_SUMMARY_MAX_LENGTH,
  JOBS_PAGE_SIZE,
  JOBS_PAGE_SIZE_MAX,
  REMOTE_MODES,
  SALARY_UNITS,
} from "../jobs";
import { VALIDATION_MESSAGES } from "../messages";
import { sections } from "../sections";
import { JOB_MESSAGES } from "../texts/jobs";
import { postSlug } from "./blog";
import { entityId, optionalText } from "./fields";
import { publishAt } from "./publishing";
import { searchQuery } from "./search";
import { baseVersion } from "./working-copies";

// A job as staff write it and the API takes it (issue 30). The checks here are those of a save that
// goes live; a working copy (the editor's autosave) keeps anything typed.

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
// Codes the runtime names that are not countries of ISO 3166-1: groupings and reserved codes.
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "UK", "ZZ"]);
const isCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== code;
/** An ISO 3166-1 alpha-2 code (CA, US, GB...), upper-cased. */
export const countryCode = z.string().trim().toUpperCase().refine(isCountry, JOB_MESSAGES.countryCode);

const currencies = new Set(Intl.supportedValuesOf("currency"));
/** An ISO 4217 code (CAD, USD, EUR...), upper-cased. */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => currencies.has(code), JOB_MESSAGES.currencyCode);

export const jobLocation = z.object({
  city: z.string().trim().min(1, "City is required").max(120),
  region: optionalText(120),
  country: countryCode,
  postalCode: optionalText(20),
});
export type JobLocation = z.output<typeof jobLocation>;

const amount = z.number().nonnegative().max(100_000_000);
export const jobSalary = z
  .object({
    min: amount.nullish().transform((value) => value ?? null),
    max: amount.nullish().transform((value) => value ?? null),
    currency: currencyCode,
    unit: z.enum(SALARY_UNITS),
  })
  .refine((salary) => salary.min !== null || salary.max !== null, {
    message: JOB_MESSAGES.salaryAmountRequired,
    path: ["min"],
  })
  .refine((salary) => salary.min === null || salary.max === null || salary.min <= salary.max, {
    message: JOB_MESSAGES.salaryRange,
    path: ["max"],
  });
export type JobSalary = z.output<typeof jobSalary>;

export const jobFields = z.object({
  title: z.string().trim().min(1, VALIDATION_MESSAGES.titleRequired).max(200),
  slug: postSlug,
  summary: optionalText(JOB_SUMMARY_MAX_LENGTH),
  /** Rich text, sanitised as a post's body. */
  description: z.string().max(JOB_DESCRIPTION_MAX_LENGTH).default(""),
  employmentType: z
    .array(z.enum(EMPLOYMENT_TYPES))
    .min(1, JOB_MESSAGES.employmentTypeRequired)
    .max(EMPLOYMENT_TYPES.length)
    .transform((types) => [...new Set(types)]),
  service: z.enum(INQUIRY_SERVICES, JOB_MESSAGES.serviceRequired),
  category: optionalText(80),
  location: jobLocation.nullish().transform((value) => value ?? null),
  remote: z.enum(REMOTE_MODES).default("onsite"),
  /** Where a remote (or hybrid) candidate may live; empty: anywhere. */
  remoteCountries: z
    .array(countryCode)
    .max(50)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  salary: jobSalary.nullish().transform((value) => value ?? null),
  validThrough: z
    .union([z.iso.datetime({ offset: true, error: JOB_MESSAGES.validThroughInvalid }), z.date()])
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
  status: z.enum(JOB_STATUSES).default("draft"),
  /** The company's own requisition id. */
  reference: optionalText(60),
  sections: sections.default([]),
  /** When an open job goes public: as a post's publishedAt (a future moment schedules it). */
  publishedAt: publishAt,
});

/** A job on site needs a place to work, unless it is fully remote. */
const hasPlace = (job: { remote: string; location: unknown }) =>
  job.remote === "remote" || job.location !== null;
const placeRule = { message: JOB_MESSAGES.locationRequired, path: ["location"] };

export const jobInput = jobFields.refine(hasPlace, placeRule);
export type JobInput = z.input<typeof jobInput>;
export const jobUpdate = jobFields.extend({ id: entityId, ...baseVersion }).refine(hasPlace, placeRule);

/** The public list's filters: all optional, as the /jobs page's GET form sends them. */
export const jobListInput = z.object({
  q: searchQuery.optional(),
  service: z.enum(INQUIRY_SERVICES).optional(),
  category: z.string().trim().max(80).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  remote: z.enum(REMOTE_MODES).optional(),
  /** A city, region or country code, matched whole and without regard to case. */
  location: z.string().trim().max(120).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(JOBS_PAGE_SIZE_MAX).default(JOBS_PAGE_SIZE),
});
export type JobListInput = z.input<typeof jobListInput>;
