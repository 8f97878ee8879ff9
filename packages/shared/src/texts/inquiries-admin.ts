import type { InquiryReplyDelivery, InquiryStatus } from "../constants";
import { INQUIRY_STATUS_LABELS } from "./admin";

// Texts of the inquiries screens (the list and an inquiry's own page), written once for the screens
// and their tests: the spec's, then what the counters count, deleting spam, where an inquiry came
// from, and the pipeline.

export const ADMIN_INQUIRIES = {
  heading: "Inquiries",
  subheading: "Customer inquiries from the website",
  total: "Total",
  search: "Search inquiries...",
  statusFilter: "Status",
  allStatuses: "All Statuses",
  exportCsv: "Export CSV",
  emptyTitle: "No inquiries found",
  emptyFilteredHint: "Try adjusting your filters.",
  emptyHint: "No customer inquiries yet.",
  /** Each card's way to the inquiry's workspace, named for a screen reader by whom it is from. */
  open: "Open",
  openLabel: (name: string) => `Open the inquiry from ${name}`,
  loadMore: "Load more",
  fields: {
    name: "Name",
    email: "Email",
    company: "Company",
    service: "Service Interest",
    message: "Message",
    status: "Status",
    received: "Received",
  },
  none: "—",
  skeletonCount: 5,
  pageSize: 50,
  /** The search reaches the server once typing pauses this long. */
  searchDebounceMs: 300,
  filters: "Inquiry filters",
  exporting: "Exporting...",
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
} as const;

/** What the counters count. */
export const ADMIN_INQUIRY_COUNTERS = {
  all: "Counting all inquiries",
  matching: "Counting the inquiries that match the search and filter",
} as const;

export const ADMIN_INQUIRY_DELETE = {
  delete: "Delete",
  confirm: "Delete this inquiry for good? Use it for spam: the audit log keeps what it said.",
  deleted: "Inquiry Deleted",
  failed: "Failed to delete inquiry.",
} as const;

/** Where an inquiry came from, in words: 'Came from google.com, landed on /blog, ...'. */
export const ADMIN_INQUIRY_ATTRIBUTION = {
  term: "Where it came from",
  cameFrom: (host: string) => `came from ${host}`,
  landedOn: (path: string) => `landed on ${path}`,
  sentFrom: (path: string) => `sent from ${path}`,
  landedOnAndSentFrom: (path: string) => `landed on and sent from ${path}`,
  /** Each UTM value's word, in the order they are told. */
  campaign: {
    utmSource: "source",
    utmMedium: "medium",
    utmCampaign: "campaign",
    utmTerm: "term",
    utmContent: "content",
  },
  unknown: "Not known",
} as const;

// The pipeline: the list's marks, filters and bulk change, and an inquiry's own page with its
// timeline, note box and reply box.

const hoursAndMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

export const ADMIN_INQUIRY_PIPELINE = {
  overdueFilter: "Overdue only",
  mineFilter: "Assigned to me",
  unopened: "Not opened yet",
  overdue: "Overdue",
  timeLeft: (ms: number) => `${hoursAndMinutes(ms)} left to reply`,
  select: (name: string) => `Select the inquiry from ${name}`,
  selected: (n: number) => `${n} selected`,
  bulkStatus: "Set status of the selected",
  bulkApply: "Apply",
  bulkCleared: "Clear selection",
  bulkChanged: (n: number) => `${n} ${n === 1 ? "inquiry" : "inquiries"} updated`,
  bulkFailed: "Failed to update the selected inquiries.",
  backToList: "Back to inquiries",
  detailLoadFailed: "Failed to load the inquiry.",
  respondBy: "Reply by",
  firstReply: "First reply",
  noReplyYet: "No reply yet",
  assignee: "Assigned to",
  nobody: "Nobody",
  assigned: "Assignee Updated",
  assignFailed: "Failed to change the assignee.",
  openedBy: (name: string | null, when: string) => `Opened by ${name ?? "a former staff member"} on ${when}`,
  timeline: "Timeline",
  timelineEmpty: "Nothing yet: notes, replies and changes appear here.",
  formerStaff: "A former staff member",
  formerStaffInline: "a former staff member",
  noteEntry: (by: string) => `${by} added a note`,
  replyEntry: (by: string) => `${by} replied by e-mail`,
  statusEntry: (by: string, from: InquiryStatus | null, to: InquiryStatus | null) =>
    `${by} changed the status from ${from ? INQUIRY_STATUS_LABELS[from] : "none"} to ${to ? INQUIRY_STATUS_LABELS[to] : "none"}`,
  assignmentEntry: (by: string, to: string | null) =>
    to ? `${by} assigned it to ${to}` : `${by} removed the assignee`,
  /** Someone who assigned it to themselves. */
  tookItOn: (by: string) => `${by} took it on`,
  /** The assignee when it is the reader. */
  you: "you",
  delivery: {
    queued: "Queued",
    sent: "Sent",
    failed: "Not delivered",
  } satisfies Record<InquiryReplyDelivery, string>,
  noteBox: {
    heading: "Add a note",
    label: "Note",
    help: "Only staff see notes.",
    submit: "Add note",
    added: "Note Added",
    failed: "Failed to add the note.",
  },
  replyBox: {
    heading: "Reply by e-mail",
    subject: "Subject",
    body: "Message",
    help: (email: string) => `Sent to ${email}; their answer comes to your address.`,
    /** The signature the mail adds under the text, previewed. */
    helpSigned: (email: string, signature: string) =>
      `Sent to ${email} as written here, signed "${signature}"; their answer comes to your address.`,
    submit: "Send reply",
    sent: "Reply Queued",
    failed: "Failed to send the reply.",
  },
  /** The dashboard's promise figures. */
  dashboard: {
    overdue: "Overdue inquiries",
    overdueNoteDefault: "Past their reply-by time",
    medianReply: "Median first reply",
    medianNote: "Inquiries of the last 30 days",
    noReplies: "—",
    minutes: (minutes: number) => (minutes < 60 ? `${minutes} min` : hoursAndMinutes(minutes * 60_000)),
  },
} as const;

/** What a timeline line needs to be told in words: who did what, to whom. */
export type InquiryTimelineFacts = { byId: string | null; by: string | null } & (
  | { type: "note" }
  | { type: "reply" }
  | { type: "status"; from: InquiryStatus | null; to: InquiryStatus | null }
  | { type: "assignment"; toId: string | null; toName: string | null }
);

/**
 * A timeline line as a person tells it, by names and never ids or roles: "Maria added a note",
 * "Maria replied by e-mail", "Maria assigned it to Tom" ("to you" for the reader, "took it on" for
 * oneself), "Maria changed the status from New to In progress".
 */
export function inquiryTimelineSummary(entry: InquiryTimelineFacts, readerId: string | null): string {
  const T = ADMIN_INQUIRY_PIPELINE;
  const by = entry.by ?? T.formerStaff;
  switch (entry.type) {
    case "note":
      return T.noteEntry(by);
    case "reply":
      return T.replyEntry(by);
    case "status":
      return T.statusEntry(by, entry.from, entry.to);
    case "assignment":
      if (entry.toId !== null && entry.toId === entry.byId) return T.tookItOn(by);
      if (entry.toId !== null && entry.toId === readerId) return T.assignmentEntry(by, T.you);
      return T.assignmentEntry(by, entry.toId === null ? null : (entry.toName ?? T.formerStaffInline));
  }
}
