// The careers side's vocabulary (issue 30): the words a job is made of, written once for the API,
// the database, the editor, the public pages and the structured data.

/** Schema.org's employmentType values, lower-cased as the API takes them. */
export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "temporary", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: "Full-time",
  part_time: "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
};

/** Where the work is done: at the location, partly remote, or fully remote. */
export const REMOTE_MODES = ["onsite", "hybrid", "remote"] as const;
export type RemoteMode = (typeof REMOTE_MODES)[number];
export const REMOTE_MODE_LABELS: Record<RemoteMode, string> = {
  onsite: "On site",
  hybrid: "Hybrid",
  remote: "Remote",
};

/** A job's life: written (draft), taking applications (open), then closed or filled. */
export const JOB_STATUSES = ["draft", "open", "closed", "filled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  filled: "Filled",
};

/** The period a salary is paid for (schema.org QuantitativeValue unitText: HOUR, DAY, ...). */
export const SALARY_UNITS = ["hour", "day", "week", "month", "year"] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];
export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = {
  hour: "per hour",
  day: "per day",
  week: "per week",
  month: "per month",
  year: "per year",
};

/** The public list shows this many jobs a page unless asked for fewer (at most JOBS_PAGE_SIZE_MAX). */
export const JOBS_PAGE_SIZE = 10;
export const JOBS_PAGE_SIZE_MAX = 50;
/** A closed, filled or expired job's page stays this long saying so; after it, 410 Gone. */
export const CLOSED_JOB_PAGE_DAYS = 30;
export const JOB_SUMMARY_MAX_LENGTH = 500;
export const JOB_DESCRIPTION_MAX_LENGTH = 100_000;
