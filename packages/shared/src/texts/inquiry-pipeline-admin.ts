import type { InquiryReplyDelivery, InquiryStatus } from "../constants";
import { INQUIRY_STATUS_LABELS } from "./admin";

// Texts of the inquiry pipeline (issue 21): the list's marks, filters and bulk change, and the
// detail page with its timeline, note box and reply box.

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
  noteEntry: (by: string) => `${by} added a note`,
  replyEntry: (by: string) => `${by} replied by e-mail`,
  statusEntry: (by: string, from: InquiryStatus | null, to: InquiryStatus | null) =>
    `${by} changed the status from ${from ? INQUIRY_STATUS_LABELS[from] : "none"} to ${to ? INQUIRY_STATUS_LABELS[to] : "none"}`,
  assignmentEntry: (by: string, to: string | null) =>
    to ? `${by} assigned it to ${to}` : `${by} removed the assignee`,
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
