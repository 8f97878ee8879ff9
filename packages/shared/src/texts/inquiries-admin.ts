// Texts of the inquiries screen added with issue 13: what the counters count, and deleting spam.

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
