import {
  CAREERS_TEXTS,
  countryName,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type FormOutcome,
  INQUIRY_SERVICES,
  JOB_ALERT_TEXTS,
  JOBS_FEED_PATH,
  JOBS_PAGE_SIZE,
  JOBS_PATH,
  jobAlertFiltersText,
  REMOTE_MODE_LABELS,
  REMOTE_MODES,
} from "@staffing/shared";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { JobCard, toJobSummary } from "../../components/JobCard";
import { NotFound } from "../../components/NotFound";
import { PageHero } from "../../components/PageHero";
import { Island } from "../../islands/Island";
import { outcomeOf } from "../../outcome";
import { type JobsSearch, jobsQuery, jobsSearch } from "../../search";
import { seoHead } from "../../seo";
import ui from "../../styles/ui.module.css";
import styles from "./jobs.module.css";

/**
 * /jobs: the open jobs, newest first, a page at a time. Its filters and search are a GET form and its
 * pages plain links: everything works without JavaScript, and every filtered page has an address.
 */
export const Route = createFileRoute("/jobs/")({
  validateSearch: jobsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { api }, deps }) => {
    const [list, seo] = await Promise.all([
      api.jobListings.list({ ...deps, page: deps.page ?? 1, limit: JOBS_PAGE_SIZE }),
      api.seo.forPageType({ pageType: "global" }),
    ]);
    // A page past the last: not found, rather than an empty list under an address of its own.
    if (list.page > list.pageCount) throw notFound();
    return {
      jobs: list.items.map(toJobSummary),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      filters: list.filters,
      seo,
    };
  },
  head: ({ loaderData, match }) => {
    const search = match.search;
    const filtered = Object.keys(search).some((key) => key !== "page");
    const { siteUrl, profile } = match.context;
    const head = seoHead(siteUrl, {
      path: `${JOBS_PATH}${jobsQuery({ page: search.page })}`,
      // A filtered or searched list is one visitor's question: kept out of search engines, which
      // find every job through the plain list, the sitemap and the feed.
      settings: filtered ? { ...loaderData?.seo, robots: "noindex, follow" } : (loaderData?.seo ?? {}),
      page: { title: CAREERS_TEXTS.listTitle, description: CAREERS_TEXTS.listDescription },
      breadcrumbs: [
        { name: "Home", path: "/" },
        { name: CAREERS_TEXTS.listTitle, path: JOBS_PATH },
      ],
    });
    // Feed readers find the jobs' own feed from the list (every page names the blog's).
    const feed = {
      rel: "alternate",
      type: "application/rss+xml",
      title: CAREERS_TEXTS.feedTitle(profile.name),
      href: `${siteUrl}${JOBS_FEED_PATH}`,
    };
    return { ...head, links: [...head.links, feed] };
  },
  notFoundComponent: () => (
    <NotFound
      title={CAREERS_TEXTS.notFoundTitle}
      text={CAREERS_TEXTS.notFoundText}
      action={{ href: JOBS_PATH, label: CAREERS_TEXTS.seeAll }}
    />
  ),
  errorComponent: JobsError,
  component: JobsList,
});

function JobsList() {
  const { jobs, total, page, pageCount, filters } = Route.useLoaderData();
  const search = Route.useSearch();
  const outcome = outcomeOf(Route.useRouteContext().outcome, "jobAlert");
  const filtered = Object.keys(search).some((key) => key !== "page");
  const pageLink = (to: number) => `${JOBS_PATH}${jobsQuery({ ...search, page: to })}`;
  return (
    <>
      <PageHero eyebrow={CAREERS_TEXTS.eyebrow} title={CAREERS_TEXTS.heading} intro={CAREERS_TEXTS.intro} />
      <section className={styles.section}>
        <div className={ui.container}>
          <JobFilters search={search} filters={filters} />
          <div className={styles.resultsBar}>
            <p className={styles.count} role="status">
              {CAREERS_TEXTS.results(total)}
            </p>
            <a className={styles.feed} href={JOBS_FEED_PATH}>
              {CAREERS_TEXTS.feedLink}
            </a>
          </div>
          {jobs.length === 0 ? (
            <div className={styles.empty}>
              <h2>{CAREERS_TEXTS.emptyTitle}</h2>
              <p>{filtered ? CAREERS_TEXTS.emptyFilteredText : CAREERS_TEXTS.emptyText}</p>
              <JobAlertSignUp place="empty" search={search} outcome={outcome} />
              <p className={styles.emptyActions}>
                {filtered ? (
                  <a className={ui.primary} href={JOBS_PATH}>
                    {CAREERS_TEXTS.seeAll}
                  </a>
                ) : null}
                <a className={filtered ? ui.outline : ui.primary} href="/contact">
                  {CAREERS_TEXTS.emptyContact}
                </a>
              </p>
            </div>
          ) : (
            <ol className={styles.jobs}>
              {jobs.map((job) => (
                <li key={job.slug}>
                  <JobCard job={job} heading="h2" />
                </li>
              ))}
            </ol>
          )}
          {pageCount > 1 ? (
            <nav className={styles.pager} aria-label={CAREERS_TEXTS.pagination}>
              {page > 1 ? (
                <a className={styles.pageButton} href={pageLink(page - 1)} rel="prev">
                  {CAREERS_TEXTS.previous}
                </a>
              ) : null}
              <p>{CAREERS_TEXTS.pageOf(page, pageCount)}</p>
              {page < pageCount ? (
                <a className={styles.pageButton} href={pageLink(page + 1)} rel="next">
                  {CAREERS_TEXTS.next}
                </a>
              ) : null}
            </nav>
          ) : null}
          {jobs.length > 0 ? <JobAlertSignUp place="list" search={search} outcome={outcome} /> : null}
        </div>
      </section>
    </>
  );
}

/**
 * The job-alert sign-up for the list's service and category (the other filters are not an alert's):
 * in the empty state, "get an e-mail when one opens"; below a list, a compact one. It posts without
 * JavaScript and comes back here with the outcome.
 */
function JobAlertSignUp({
  place,
  search,
  outcome,
}: {
  place: "empty" | "list";
  search: JobsSearch;
  outcome: FormOutcome | null;
}) {
  const filters = { service: search.service, category: search.category };
  const empty = place === "empty";
  return (
    <aside
      className={empty ? styles.alertEmpty : styles.alertCompact}
      aria-labelledby={`${place}-job-alert-heading`}
    >
      <h3 id={`${place}-job-alert-heading`}>
        {empty ? JOB_ALERT_TEXTS.emptyHeading : JOB_ALERT_TEXTS.compactHeading}
      </h3>
      <p>{empty ? JOB_ALERT_TEXTS.emptyIntro(jobAlertFiltersText(filters)) : JOB_ALERT_TEXTS.compactIntro}</p>
      <Island
        name="job-alert-form"
        props={{ place, ...filters, returnTo: `${JOBS_PATH}${jobsQuery(search)}`, outcome }}
      />
    </aside>
  );
}

interface FilterOptions {
  categories: string[];
  locations: { city: string; region: string | null; country: string }[];
}

/** The filters as a GET form to /jobs: a page of results for whatever is chosen, with or without JavaScript. */
function JobFilters({ search, filters }: { search: JobsSearch; filters: FilterOptions }) {
  // A value in the address that no open job has any more (a shared link) is still shown as chosen.
  const categories =
    search.category &&
    !filters.categories.some((name) => name.toLowerCase() === search.category?.toLowerCase())
      ? [...filters.categories, search.category]
      : filters.categories;
  const cities = [...new Set(filters.locations.map((place) => place.city))];
  const locations =
    search.location && !cities.includes(search.location) ? [...cities, search.location] : cities;
  const placeName = (city: string) => {
    const place = filters.locations.find((one) => one.city === city);
    return place ? [place.city, place.region ?? countryName(place.country)].join(", ") : city;
  };
  return (
    <search aria-label={CAREERS_TEXTS.filtersLabel}>
      <form className={styles.filters} method="get" action={JOBS_PATH}>
        <div className={`${styles.field} ${styles.keywords}`}>
          <label htmlFor="jobs-q">{CAREERS_TEXTS.searchLabel}</label>
          <input
            id="jobs-q"
            name="q"
            type="search"
            defaultValue={search.q ?? ""}
            placeholder={CAREERS_TEXTS.searchPlaceholder}
            maxLength={200}
          />
        </div>
        <div className={`${styles.field} ${styles.location}`}>
          <label htmlFor="jobs-location">{CAREERS_TEXTS.locationLabel}</label>
          <select id="jobs-location" name="location" defaultValue={search.location ?? ""}>
            <option value="">{CAREERS_TEXTS.anyLocation}</option>
            {locations.map((city) => (
              <option key={city} value={city}>
                {placeName(city)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="jobs-service">{CAREERS_TEXTS.serviceLabel}</label>
          <select id="jobs-service" name="service" defaultValue={search.service ?? ""}>
            <option value="">{CAREERS_TEXTS.any}</option>
            {INQUIRY_SERVICES.map((service) => (
              <option key={service} value={service}>
                {CAREERS_TEXTS.serviceLabels[service]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="jobs-category">{CAREERS_TEXTS.categoryLabel}</label>
          <select id="jobs-category" name="category" defaultValue={search.category ?? ""}>
            <option value="">{CAREERS_TEXTS.any}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="jobs-type">{CAREERS_TEXTS.typeLabel}</label>
          <select id="jobs-type" name="employmentType" defaultValue={search.employmentType ?? ""}>
            <option value="">{CAREERS_TEXTS.any}</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="jobs-remote">{CAREERS_TEXTS.remoteLabel}</label>
          <select id="jobs-remote" name="remote" defaultValue={search.remote ?? ""}>
            <option value="">{CAREERS_TEXTS.any}</option>
            {REMOTE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {REMOTE_MODE_LABELS[mode]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={ui.primary}>
            {CAREERS_TEXTS.apply}
          </button>
          <a className={styles.clear} href={JOBS_PATH}>
            {CAREERS_TEXTS.clear}
          </a>
        </div>
      </form>
    </search>
  );
}

function JobsError() {
  return (
    <>
      <PageHero title={CAREERS_TEXTS.heading} intro={CAREERS_TEXTS.intro} />
      <section className={`${ui.container} ${styles.error}`} role="alert">
        <h2>{CAREERS_TEXTS.errorTitle}</h2>
        <p>{CAREERS_TEXTS.errorText}</p>
      </section>
    </>
  );
}
