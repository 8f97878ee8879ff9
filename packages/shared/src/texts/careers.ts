import type { InquiryService } from "../constants";

// Texts of the public careers pages (/jobs, /jobs/{slug}, the jobs feed), issue 30 point 2.

export const CAREERS_TEXTS = {
  eyebrow: "Careers",
  heading: "Find your next job",
  intro:
    "Open positions with the companies we recruit for: temporary, contract and permanent roles in Alberta and remote across Canada.",
  listTitle: "Jobs",
  listDescription: "Open positions we are recruiting for now, updated as roles open and close.",
  /** The services as a candidate reads them (a job belongs to one of the inquiry form's services). */
  serviceLabels: {
    virtual: "Virtual staffing",
    temporary: "Temporary staffing",
    direct: "Direct hire (permanent)",
    consultation: "HR consulting",
  } satisfies Record<InquiryService, string>,
  // The filters (a GET form: it works without JavaScript).
  filtersLabel: "Filter jobs",
  searchLabel: "Keywords",
  searchPlaceholder: "Job title, skill or keyword",
  serviceLabel: "Service",
  categoryLabel: "Category",
  typeLabel: "Job type",
  remoteLabel: "Work arrangement",
  locationLabel: "Location",
  any: "Any",
  anyLocation: "Anywhere",
  apply: "Search jobs",
  clear: "Clear filters",
  results: (total: number) => (total === 1 ? "1 open position" : `${total} open positions`),
  feedLink: "Jobs feed (RSS)",
  pagination: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  // Nothing matches.
  emptyTitle: "No open positions match your search",
  emptyFilteredText: "Try fewer filters or other words, or see every open position.",
  emptyText:
    "We have no open positions right now. New roles open every week: send us your résumé and we will keep you in mind.",
  seeAll: "See all open positions",
  emptyContact: "Contact our recruiters",
  // One job.
  posted: "Posted",
  closes: "Apply by",
  reference: "Reference",
  location: "Location",
  type: "Job type",
  salary: "Salary",
  service: "Service",
  category: "Category",
  aboutRole: "About the role",
  factsLabel: "Job facts",
  viewJob: (title: string) => `View job: ${title}`,
  backToJobs: "All open positions",
  howToApplyHeading: "How to apply",
  howToApplyIntro: "Apply here with your résumé: no account, no long forms.",
  howToApplySteps: [
    "Fill in your name and e-mail, attach your résumé (PDF, Word, ODT or RTF) and add a few lines if you like.",
    "You get a confirmation by e-mail at once.",
    "A recruiter reads every application and replies within two business days if your experience matches.",
  ],
  applyPrivacy: "We use your résumé only to consider you for this and similar roles.",
  similarHeading: "Similar open positions",
  // A closed job (still at its address for CLOSED_JOB_PAGE_DAYS).
  closedBadge: "Closed",
  closedTitle: "This position is no longer open",
  closedText: (date: string) =>
    `It stopped taking applications on ${date}. Have a look at our other open positions below.`,
  // After that: 410 Gone.
  goneTitle: "This job posting has been removed",
  goneText: "The position was filled or closed some time ago. Our current openings are one click away.",
  notFoundTitle: "Job not found",
  notFoundText: "The job you are looking for does not exist or has been removed.",
  errorTitle: "We could not load the jobs",
  errorText: "Please try again in a moment.",
  feedTitle: (company: string) => `${company}: open positions`,
  feedDescription: "The newest jobs we are recruiting for.",
} as const;
