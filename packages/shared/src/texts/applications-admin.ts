import { APPLICATION_OVERDUE_DAYS, APPLICATION_STAGE_LABELS, type ApplicationStage } from "../applications";
import type { DocumentScanStatus } from "../documents";

// Texts of the panel's candidate pipeline (issue 30, point 4): the applications list, an
// application's workspace and erasing a candidate, written once for the screens and their tests.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ADMIN_APPLICATIONS = {
  nav: "Applications",
  heading: "Applications",
  subheading: "Candidates who applied to your jobs, from their first look to a placement",
  label: "Applications",
  pageSize: 25,
  skeletonCount: 5,
  /** The heading over one job's applications (reached from the Jobs screen). */
  forJob: (title: string) => `Applications for ${title}`,
  allJobsLink: "See all applications",
  search: "Search by name or e-mail",
  filters: "Application filters",
  jobFilter: "Job",
  allJobs: "All jobs",
  stageFilter: "Stage",
  allStages: "All stages",
  stageTabs: "Stages",
  assigneeFilter: "Assigned to",
  anyone: "Anyone",
  me: "Me",
  nobody: "Nobody",
  overdueFilter: `Only new for over ${APPLICATION_OVERDUE_DAYS} days`,
  /** The "all" tab; each other tab is a stage with its count. */
  allTab: (count: number | undefined) => (count === undefined ? "All" : `All (${count})`),
  stageTab: (stage: ApplicationStage, count: number | undefined) =>
    count === undefined ? APPLICATION_STAGE_LABELS[stage] : `${APPLICATION_STAGE_LABELS[stage]} (${count})`,
  columns: {
    candidate: "Candidate",
    job: "Job",
    stage: "Stage",
    assignee: "Assigned to",
    received: "Received",
  },
  unread: "Not opened yet",
  overdue: "Overdue",
  overdueHint: `Still new ${APPLICATION_OVERDUE_DAYS} days after it came in`,
  hasResume: "Résumé attached",
  noResume: "No résumé",
  open: "Open",
  loadFailed: "Failed to fetch the applications.",
  emptyTitle: "No applications yet",
  emptyHint: "When a candidate applies to one of your open jobs, the application shows up here.",
  emptyFilteredTitle: "No applications match",
  emptyFilteredHint: "Nothing matches the search and filters. Clear them to see every application.",
  clearFilters: "Clear filters",
  /** Row selection and the bulk stage change. */
  select: (name: string) => `Select the application from ${name}`,
  selectAll: "Select every application on this page",
  selected: (n: number) => `${n} selected`,
  bulkStage: "Move to stage",
  bulkApply: "Move",
  bulkClear: "Clear selection",
  bulkMoved: (n: number) => `${plural(n, "application", "applications")} moved`,
  bulkFailed: "Failed to move the selected applications.",
} as const;

/** The Jobs screen's column of applications per stage: '3 new · 1 interview'. */
export const JOB_APPLICATION_COUNTS = {
  none: "None yet",
  stage: (stage: ApplicationStage, n: number) => `${n} ${APPLICATION_STAGE_LABELS[stage].toLowerCase()}`,
  separator: " · ",
  /** The link's accessible name, with the job it is for. */
  linkLabel: (title: string, summary: string) => `Applications for ${title}: ${summary}`,
} as const;

/** An application's workspace. */
export const ADMIN_APPLICATION = {
  backToList: "Back to applications",
  loadFailed: "Failed to load the application.",
  fields: {
    email: "E-mail",
    phone: "Phone",
    job: "Job",
    received: "Received",
    stage: "Stage",
    assignee: "Assigned to",
    attribution: "Where they came from",
    consent: "Consented to",
    consentedAt: (when: string) => `Accepted on ${when}`,
    coverNote: "Cover note",
  },
  none: "—",
  noCoverNote: "No cover note.",
  jobGone: (title: string) => `${title} (deleted)`,
  stageChanged: "Stage updated",
  stageFailed: "Failed to change the stage.",
  assigned: "Assignee updated",
  assignFailed: "Failed to change the assignee.",
  timeline: "Timeline",
  timelineEmpty: "Nothing yet: notes, replies and changes appear here.",
  resume: {
    heading: "Résumé",
    none: "The candidate sent no résumé.",
    download: "Download résumé",
    downloadLabel: (fileName: string) => `Download résumé ${fileName}`,
    downloading: "Downloading...",
    failed: "Failed to download the résumé.",
    size: (bytes: number) =>
      bytes < 1024 * 1024
        ? `${Math.max(1, Math.round(bytes / 1024))} KB`
        : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
    scan: {
      clean: "Scanned, clean",
      not_scanned: "Not scanned (no scanner configured)",
      pending: "Waiting for the malware scanner: it can be downloaded once scanned",
      infected: "Refused: the malware scanner found something in it, so it cannot be downloaded",
    } satisfies Record<DocumentScanStatus, string>,
  },
  noteBox: {
    heading: "Add a note",
    label: "Note",
    help: "Only staff see notes.",
    submit: "Add note",
    added: "Note added",
    failed: "Failed to add the note.",
  },
  replyBox: {
    heading: "Reply by e-mail",
    subject: "Subject",
    body: "Message",
    help: (email: string) =>
      `Sent to ${email}. Reply-To is you: their answer comes to your own address, not to the panel.`,
    submit: "Send reply",
    sent: "Reply queued",
    failed: "Failed to send the reply.",
  },
  delivery: {
    queued: "Queued",
    sent: "Sent",
    failed: "Not delivered",
  },
} as const;

/** Erasing a candidate (admin only): every application from one address, with its files. */
export const ADMIN_CANDIDATE_ERASE = {
  menu: "More actions",
  action: "Erase this candidate",
  explain: (email: string) =>
    `Erase this candidate? Every application sent from ${email} is deleted for good, with its résumé, notes, replies and history. The audit log records that a candidate was erased, not who. This cannot be undone.`,
  confirm: "Erase for good",
  erased: (n: number) => `Candidate erased: ${plural(n, "application", "applications")} deleted`,
  failed: "Failed to erase the candidate.",
} as const;
