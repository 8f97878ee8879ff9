import type { FormOutcome } from "@staffing/shared";
import {
  CAREERS_TEXTS,
  JOBS_PATH,
  jobDate,
  jobPath,
  jobPlace,
  jobPostingJsonLd,
  jobTypes,
  SLUG_PATTERN,
  salaryText,
} from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { useCompanyProfile } from "../../company-profile";
import { Icon } from "../../components/Icon";
import { JobCard, type JobSummary, toJobSummary } from "../../components/JobCard";
import { builtInLogo } from "../../components/Logo";
import { NotFound } from "../../components/NotFound";
import prose from "../../components/prose.module.css";
import { GONE, isGone, isNotFound } from "../../errors";
import { Island } from "../../islands/Island";
import { outcomeOf } from "../../outcome";
import { SectionEnvironmentProvider } from "../../sections/environment";
import { Sections } from "../../sections/Sections";
import { seoHead } from "../../seo";
import ui from "../../styles/ui.module.css";
import styles from "./jobs.module.css";

/**
 * A job's page: its facts, its description and sections, and how to apply. A closed one says so for
 * CLOSED_JOB_PAGE_DAYS (noindex, no JobPosting, similar open jobs instead); after that, 410 Gone.
 */
export const Route = createFileRoute("/jobs/$slug")({
  loader: async ({ context: { api }, params }) => {
    if (!SLUG_PATTERN.test(params.slug)) throw notFound();
    const job = await api.jobListings.bySlug({ slug: params.slug }).catch((error: unknown) => {
      if (isGone(error)) throw notFound({ data: GONE });
      throw isNotFound(error) ? notFound() : error;
    });
    const seo = await api.seo.forPageType({ pageType: "global" });
    const { similar, closedAt, validThrough, updatedAt, ...rest } = job;
    return {
      job: {
        ...toJobSummary(job),
        description: rest.description,
        sections: rest.sections,
        reference: rest.reference,
        validThrough: validThrough?.toISOString() ?? null,
        updatedAt: updatedAt.toISOString(),
        closed: rest.closed,
        closedAt: closedAt?.toISOString() ?? null,
      },
      similar: similar.map(toJobSummary),
      seo,
    };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { siteUrl, profile } = match.context;
    const { job, seo } = loaderData;
    const path = jobPath(job.slug);
    return seoHead(siteUrl, {
      path,
      // Google: a closed job's page must carry no JobPosting, and is best left out of the index.
      settings: job.closed ? { ...seo, robots: "noindex, follow" } : seo,
      page: {
        title: job.closed ? `${job.title} (${CAREERS_TEXTS.closedBadge})` : `${job.title}, ${jobPlace(job)}`,
        description: job.summary,
        modifiedTime: job.updatedAt,
      },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: CAREERS_TEXTS.listTitle, path: JOBS_PATH },
        { name: job.title, path },
      ],
      structuredData: job.closed ? [] : [jobPostingJsonLd(siteUrl, profile, builtInLogo, job)],
    });
  },
  notFoundComponent: ({ data }) =>
    isGone({ data }) ? (
      <NotFound
        code="410"
        title={CAREERS_TEXTS.goneTitle}
        text={CAREERS_TEXTS.goneText}
        action={{ href: JOBS_PATH, label: CAREERS_TEXTS.seeAll }}
      />
    ) : (
      <NotFound
        title={CAREERS_TEXTS.notFoundTitle}
        text={CAREERS_TEXTS.notFoundText}
        action={{ href: JOBS_PATH, label: CAREERS_TEXTS.seeAll }}
      />
    ),
  errorComponent: () => (
    <section className={ui.container} role="alert">
      <h1>{CAREERS_TEXTS.errorTitle}</h1>
      <p className={ui.lead}>{CAREERS_TEXTS.errorText}</p>
    </section>
  ),
  component: JobPage,
});

function JobPage() {
  const { job, similar } = Route.useLoaderData();
  const { outcome } = Route.useRouteContext();
  const profile = useCompanyProfile();
  const salary = salaryText(job.salary);
  const label = job.category ?? CAREERS_TEXTS.serviceLabels[job.service];
  return (
    <>
      <section className={styles.jobHero}>
        <div className={ui.container}>
          <p>
            <a className={styles.back} href={JOBS_PATH}>
              {CAREERS_TEXTS.backToJobs}
            </a>
          </p>
          <p className={styles.jobEyebrow}>
            {label}
            {job.closed ? <span className={styles.closedBadge}>{CAREERS_TEXTS.closedBadge}</span> : null}
          </p>
          <h1 className={styles.jobTitle}>{job.title}</h1>
          <ul className={styles.heroFacts}>
            <li>
              <Icon name="map-pin" className={styles.factIcon} />
              {jobPlace(job)}
            </li>
            <li>
              <Icon name="clock" className={styles.factIcon} />
              {jobTypes(job.employmentType)}
            </li>
            {salary ? <li className={styles.heroSalary}>{salary}</li> : null}
          </ul>
          {job.closed ? null : (
            <a className={`${ui.accent} ${styles.heroApply}`} href="#apply">
              {CAREERS_TEXTS.howToApplyHeading}
            </a>
          )}
        </div>
      </section>
      {job.closed ? (
        <section className={styles.closedNotice} role="status">
          <div className={ui.container}>
            <h2>{CAREERS_TEXTS.closedTitle}</h2>
            <p>{CAREERS_TEXTS.closedText(jobDate(job.closedAt ?? job.updatedAt))}</p>
          </div>
        </section>
      ) : null}
      <section className={styles.jobBody}>
        <div className={`${ui.container} ${styles.jobColumns}`}>
          <div className={styles.jobMain}>
            {job.summary ? <p className={styles.jobSummary}>{job.summary}</p> : null}
            {job.description.trim() ? (
              <>
                <h2 className={styles.aboutHeading}>{CAREERS_TEXTS.aboutRole}</h2>
                <div
                  className={prose.prose}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (an allow-list) before it is stored and again before it is shown.
                  dangerouslySetInnerHTML={{ __html: job.description }}
                />
              </>
            ) : null}
          </div>
          <aside className={styles.factsCard} aria-label={CAREERS_TEXTS.factsLabel}>
            <dl className={styles.factList}>
              <div>
                <dt>{CAREERS_TEXTS.location}</dt>
                <dd>{jobPlace(job)}</dd>
              </div>
              <div>
                <dt>{CAREERS_TEXTS.type}</dt>
                <dd>{jobTypes(job.employmentType)}</dd>
              </div>
              {salary ? (
                <div>
                  <dt>{CAREERS_TEXTS.salary}</dt>
                  <dd>{salary}</dd>
                </div>
              ) : null}
              <div>
                <dt>{CAREERS_TEXTS.service}</dt>
                <dd>{CAREERS_TEXTS.serviceLabels[job.service]}</dd>
              </div>
              <div>
                <dt>{CAREERS_TEXTS.posted}</dt>
                <dd>
                  <time dateTime={job.publishedAt}>{jobDate(job.publishedAt)}</time>
                </dd>
              </div>
              {job.validThrough && !job.closed ? (
                <div>
                  <dt>{CAREERS_TEXTS.closes}</dt>
                  <dd>
                    <time dateTime={job.validThrough}>{jobDate(job.validThrough)}</time>
                  </dd>
                </div>
              ) : null}
              {job.reference ? (
                <div>
                  <dt>{CAREERS_TEXTS.reference}</dt>
                  <dd>{job.reference}</dd>
                </div>
              ) : null}
            </dl>
            {job.closed ? null : (
              <a className={`${ui.primary} ${styles.factsApply}`} href="#apply">
                {CAREERS_TEXTS.howToApplyHeading}
              </a>
            )}
          </aside>
        </div>
      </section>
      {job.sections.length > 0 ? (
        <SectionEnvironmentProvider
          value={{
            posts: [],
            people: [],
            path: jobPath(job.slug),
            outcome,
            profile,
            inquiryForm: { shown: false },
          }}
        >
          <Sections sections={job.sections} />
        </SectionEnvironmentProvider>
      ) : null}
      {job.closed ? null : <HowToApply job={job} outcome={outcome} />}
      {similar.length > 0 ? <SimilarJobs jobs={similar} /> : null}
    </>
  );
}

/**
 * How to apply: what happens, beside the application form (an island over a plain multipart form,
 * so it works without JavaScript; a post without it comes back here with its outcome).
 */
function HowToApply({ job, outcome }: { job: { slug: string; title: string }; outcome: FormOutcome | null }) {
  const profile = useCompanyProfile();
  const email = profile.emails[0]?.address ?? null;
  return (
    <section id="apply-section" className={styles.apply} aria-labelledby="how-to-apply-heading">
      <div className={`${ui.container} ${styles.applyInner}`}>
        <div>
          <h2 id="how-to-apply-heading" className={styles.applyHeading}>
            {CAREERS_TEXTS.howToApplyHeading}
          </h2>
          <p className={styles.applyIntro}>{CAREERS_TEXTS.howToApplyIntro}</p>
          <ol className={styles.applySteps}>
            {CAREERS_TEXTS.howToApplySteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.applyPrivacy}>{CAREERS_TEXTS.applyPrivacy}</p>
        </div>
        <Island
          name="application-form"
          props={{
            job: { slug: job.slug, title: job.title },
            returnTo: jobPath(job.slug),
            outcome: outcomeOf(outcome, "application"),
            email,
          }}
        />
      </div>
    </section>
  );
}

function SimilarJobs({ jobs }: { jobs: JobSummary[] }) {
  return (
    <section className={styles.similar} aria-labelledby="similar-heading">
      <div className={ui.container}>
        <h2 id="similar-heading" className={styles.similarHeading}>
          {CAREERS_TEXTS.similarHeading}
        </h2>
        <ul className={styles.similarList}>
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
        <p className={styles.similarAll}>
          <a className={ui.textLink} href={JOBS_PATH}>
            {CAREERS_TEXTS.seeAll}
          </a>
        </p>
      </div>
    </section>
  );
}
