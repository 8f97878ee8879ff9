// Texts of drafts, schedules, previews and revisions, written once for screens and tests.

export const PUBLISHING = {
  publishAt: "Publish at",
  publishAtHint: "Leave empty to publish as soon as it is saved with 'Published' on",
  scheduled: "Scheduled",
  scheduledFor: (date: string) => `Scheduled for ${date}`,
  preview: "Preview",
  previewOf: (title: string) => `Preview ${title}`,
  previewFailed: "Failed to open the preview.",
} as const;

/** The ribbon across a preview page, and its note (the public site shows them). */
export const PREVIEW_TEXTS = {
  ribbon: "Preview",
  note: "This is a preview: visitors do not see this version yet.",
} as const;

export const REVISIONS = {
  heading: "History",
  empty: "No earlier versions yet",
  current: "Current",
  by: (who: string, when: string) => `${who} · ${when}`,
  compare: "Compare",
  /** What a save changed, by the fields' names: 'Changed: title, sections'. */
  changed: (fields: string[]) => `Changed: ${fields.join(", ")}`,
  differencesTitle: "Changes since this version",
  noDifferences: "This version matches the current one.",
  restore: "Restore",
  restoreConfirm: "Restore this version? Its text replaces the current one, which stays in the history.",
  restored: "Revision Restored",
  restoreFailed: "Failed to restore the revision.",
  loadFailed: "Failed to fetch the history",
  removed: "Removed",
  added: "Added",
  fields: {
    title: "Title",
    slug: "Slug",
    content: "Content",
    excerpt: "Excerpt",
    featuredImage: "Featured image",
    metaTitle: "Meta title",
    metaDescription: "Meta description",
    canonicalUrl: "Canonical URL",
    tags: "Tags",
    category: "Category",
    sections: "Sections",
    isPublished: "Published",
    publishAt: "Publish at",
  },
  unknownAuthor: "Someone",
} as const;

export const ADMIN_SCHEDULED = {
  heading: "Scheduled",
  text: "Posts and pages that go public by themselves",
  empty: "Nothing is scheduled.",
  kinds: { post: "Post", page: "Page" },
} as const;
