// Texts of the redirects screen, written once for screens and tests.

export const ADMIN_REDIRECTS = {
  heading: "Redirects",
  subheading: "Old addresses that send visitors to new ones",
  create: "Add redirect",
  createTitle: "Add redirect",
  editTitle: "Edit redirect",
  search: "Search redirects...",
  emptyTitle: "No redirects yet",
  emptyHint: "Renaming a published page or post adds one by itself; add others here.",
  fields: {
    fromPath: "Old address *",
    toUrl: "New address *",
    statusCode: "Type",
  },
  fromHint: "A path on this site, such as /old-page",
  toHint: "A path such as /new-page, or a full address",
  // Without the role for other hosts (`redirects:offsite`).
  toHintOnSite: "A path on this site, such as /new-page",
  statusLabels: { 301: "301 Permanent", 302: "302 Temporary" },
  hits: (n: number) => `${n} ${n === 1 ? "visit" : "visits"}`,
  automatic: "Automatic",
  lastHit: (date: string) => `last ${date}`,
  skeletonCount: 3,
} as const;

export const ADMIN_REDIRECT_TOASTS = {
  created: "Redirect Created",
  updated: "Redirect Updated",
  deleted: "Redirect Deleted",
  failed: {
    create: "Failed to create redirect.",
    update: "Failed to update redirect.",
    delete: "Failed to delete redirect.",
  },
  loadFailed: "Failed to fetch redirects",
} as const;
