import {
  CAREERS_TEXTS,
  type EmploymentType,
  type InquiryService,
  jobDate,
  jobPlace,
  jobTypes,
  type RemoteMode,
  type SalaryUnit,
  salaryText,
} from "@staffing/shared";
import { Icon } from "./Icon";
import styles from "./JobCard.module.css";

/** What a list of jobs shows of each one (the loaders' answers, as plain JSON). */
export interface JobSummary {
  title: string;
  slug: string;
  url: string;
  summary: string | null;
  service: InquiryService;
  category: string | null;
  employmentType: EmploymentType[];
  location: { city: string; region: string | null; country: string; postalCode: string | null } | null;
  remote: RemoteMode;
  remoteCountries: string[];
  salary: { min: number | null; max: number | null; currency: string; unit: SalaryUnit } | null;
  publishedAt: string;
}

export const toJobSummary = (job: Omit<JobSummary, "publishedAt"> & { publishedAt: Date }): JobSummary => ({
  title: job.title,
  slug: job.slug,
  url: job.url,
  summary: job.summary,
  service: job.service,
  category: job.category,
  employmentType: job.employmentType,
  location: job.location,
  remote: job.remote,
  remoteCountries: job.remoteCountries,
  salary: job.salary,
  publishedAt: job.publishedAt.toISOString(),
});

/**
 * One job in a list: its title (the link: the whole card is its target), category, where, what kind
 * and what it pays, its summary, and when it was posted.
 */
export function JobCard({ job, heading = "h3" }: { job: JobSummary; heading?: "h2" | "h3" }) {
  const Heading = heading;
  const salary = salaryText(job.salary);
  return (
    <article className={styles.card}>
      <p className={styles.category}>{job.category ?? CAREERS_TEXTS.serviceLabels[job.service]}</p>
      <Heading className={styles.title}>
        <a className={styles.link} href={job.url}>
          {job.title}
        </a>
      </Heading>
      <ul className={styles.facts}>
        <li>
          <Icon name="map-pin" className={styles.icon} />
          {jobPlace(job)}
        </li>
        <li>
          <Icon name="clock" className={styles.icon} />
          {jobTypes(job.employmentType)}
        </li>
        {salary ? <li className={styles.salary}>{salary}</li> : null}
      </ul>
      {job.summary ? <p className={styles.summary}>{job.summary}</p> : null}
      <p className={styles.posted}>
        {CAREERS_TEXTS.posted} <time dateTime={job.publishedAt}>{jobDate(job.publishedAt)}</time>
      </p>
    </article>
  );
}
