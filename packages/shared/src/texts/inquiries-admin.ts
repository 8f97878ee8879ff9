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

/** Where an inquiry came from, in words (issue 21): 'Came from google.com, landed on /blog, ...'. */
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
