import { jobInput } from "@staffing/shared";
import { fromMomentValue, toMomentValue } from "../lib/dates";
import type { Checked } from "./content-kinds";
import { editorErrors, editorMessages } from "./validation";

// What the job editor edits (issue 30): the form's values (text as typed, moments as ISO text, which
// their fields show and take on the company's clock), made from the job or its working copy. The working copy takes them as they are
// (jobDraft); the save that goes live checks them first with the API's own schema (checkJobFields).
// 'Published' is the frame's word for an open job: opening sets the status to open, closing it to
// closed, and the status field sets both.

type Moment = string | Date | null | undefined;
type Typed = string | number | null | undefined;

/** A job as the API answers it, or its working copy (whose fields may be anything typed). */
export interface JobFields {
  title: string;
  slug: string;
  summary: string | null;
  description: string;
  employmentType: string[];
  service: string | null;
  category: string | null;
  location: { city: Typed; region: Typed; country: Typed; postalCode: Typed } | null;
  remote: string;
  remoteCountries: string[];
  salary: { min: Typed; max: Typed; currency: Typed; unit: Typed } | null;
  validThrough: Moment;
  status: string;
  reference: string | null;
  sections: unknown[];
  publishedAt?: Moment;
}

export interface JobValues {
  title: string;
  slug: string;
  summary: string;
  description: string;
  employmentType: string[];
  service: string;
  category: string;
  city: string;
  region: string;
  country: string;
  postalCode: string;
  remote: string;
  /** Two-letter codes, separated by commas as typed. */
  remoteCountries: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryUnit: string;
  validThrough: string;
  status: string;
  reference: string;
  sections: Record<string, unknown>[];
  isPublished: boolean;
  publishedAt: string;
}

const text = (value: Typed) => (value === null || value === undefined ? "" : String(value));

export function jobValues(job: JobFields): JobValues {
  return {
    title: job.title,
    slug: job.slug,
    summary: text(job.summary),
    description: job.description,
    employmentType: job.employmentType,
    service: text(job.service),
    category: text(job.category),
    city: text(job.location?.city),
    region: text(job.location?.region),
    country: text(job.location?.country),
    postalCode: text(job.location?.postalCode),
    remote: job.remote,
    remoteCountries: job.remoteCountries.join(", "),
    salaryMin: text(job.salary?.min),
    salaryMax: text(job.salary?.max),
    salaryCurrency: text(job.salary?.currency) || "CAD",
    salaryUnit: text(job.salary?.unit) || "year",
    validThrough: toMomentValue(job.validThrough),
    status: job.status,
    reference: text(job.reference),
    sections: job.sections as Record<string, unknown>[],
    isPublished: job.status === "open",
    publishedAt: toMomentValue(job.publishedAt),
  };
}

export const emptyJob = (): JobValues =>
  jobValues({
    title: "",
    slug: "",
    summary: null,
    description: "",
    employmentType: ["full_time"],
    service: null,
    category: null,
    location: null,
    remote: "onsite",
    remoteCountries: [],
    salary: null,
    validThrough: null,
    status: "draft",
    reference: null,
    sections: [],
  });

/** The status a save asks for: opening makes a job open, closing an open one makes it closed. */
const statusOf = (values: JobValues) =>
  values.isPublished ? "open" : values.status === "open" ? "closed" : values.status;

/** An amount as typed: a number once it reads as one (spaces and thousands commas allowed). */
function amount(typed: string): number | string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  const number = Number(trimmed.replace(/[\s,]/g, ""));
  return Number.isFinite(number) ? number : trimmed;
}

const countries = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** The form's fields in the API's shape, as typed. */
function apiFields(values: JobValues) {
  const hasPlace = [values.city, values.region, values.country, values.postalCode].some((v) => v.trim());
  const hasSalary = [values.salaryMin, values.salaryMax].some((v) => v.trim());
  return {
    title: values.title,
    slug: values.slug,
    summary: values.summary,
    description: values.description,
    employmentType: values.employmentType,
    category: values.category,
    location: hasPlace
      ? { city: values.city, region: values.region, country: values.country, postalCode: values.postalCode }
      : null,
    remote: values.remote,
    remoteCountries: countries(values.remoteCountries),
    salary: hasSalary
      ? {
          min: amount(values.salaryMin),
          max: amount(values.salaryMax),
          currency: values.salaryCurrency,
          unit: values.salaryUnit,
        }
      : null,
    status: statusOf(values),
    reference: values.reference,
    sections: values.sections,
  };
}

/** A job's values as its working copy keeps them: as typed, whatever they hold. */
export const jobDraft = (values: JobValues) => ({
  ...apiFields(values),
  service: values.service || null,
  validThrough: fromMomentValue(values.validThrough),
  sections: values.sections.map((section) => ({ ...section, type: String(section.type ?? "") })),
  publishedAt: draftMoment(values.publishedAt),
});

/** 'Open to candidates at' as a working copy keeps it (a moment or nothing). */
function draftMoment(value: string): string | null {
  const iso = fromMomentValue(value);
  return iso !== null && Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The values as `jobs.create` and `jobs.update` take them, or each field's message. */
export function checkJobFields(values: JobValues) {
  const parsed = jobInput.safeParse(
    {
      ...apiFields(values),
      service: values.service,
      validThrough: fromMomentValue(values.validThrough),
      publishedAt: fromMomentValue(values.publishedAt),
    },
    { error: editorMessages },
  );
  if (!parsed.success) return { errors: editorErrors(parsed.error) } satisfies Checked<never>;
  const { validThrough, publishedAt, ...rest } = parsed.data;
  return {
    input: {
      ...rest,
      validThrough: validThrough?.toISOString() ?? null,
      publishedAt: publishedAt === undefined ? undefined : (publishedAt?.toISOString() ?? null),
    },
  };
}
export type JobFieldsInput = NonNullable<ReturnType<typeof checkJobFields>["input"]>;
