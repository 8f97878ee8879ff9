import type { NewsletterStatus } from "../newsletter";

// The admins' Subscribers screen (DESIGN: newsletter subscribers are the admins').

export const SUBSCRIBER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const ADMIN_SUBSCRIBERS = {
  heading: "Subscribers",
  subheading: "Newsletter subscribers and the record of their consent",
  search: "Search subscribers...",
  statusFilter: "Status",
  allStatuses: "All statuses",
  export: "Export CSV",
  exportFailed: "Failed to export subscribers.",
  emptyTitle: "No subscribers found",
  emptyFiltered: "Try adjusting your filters.",
  emptyNone: "Nobody has subscribed yet.",
  loadFailed: "Failed to fetch subscribers",
  subscribed: (date: string) => `Subscribed ${date}`,
  confirmed: (date: string) => `Confirmed ${date}`,
  unsubscribed: (date: string) => `Unsubscribed ${date}`,
  remove: "Remove",
  removeConfirm: (email: string) => `Remove ${email} and their consent record? This cannot be undone.`,
  removed: "Subscriber Removed",
  removeFailed: "Failed to remove subscriber.",
  loadMore: "Load more",
} as const;
