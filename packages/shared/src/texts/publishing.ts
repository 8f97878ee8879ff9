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
  changesFailed: "Failed to fetch the changes",
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
  /** A side of a change that had no value (a section not there yet, an empty field). */
  emptyValue: "Empty",
  changedTo: "changed to",
} as const;

/**
 * How a revision's changes name what changed ('Hero section 1 › Heading') and say a value that is not
 * text (a yes or no, a position), for the History's Compare and GET .../revisions/{id}/changes.
 */
export const REVISION_CHANGES = {
  /** Where one thing sits in another: 'Hero section 1 › Buttons, item 2 › Label'. */
  separator: " › ",
  section: (type: string, position: number) => `${type} section ${position}`,
  item: (list: string, position: number) => `${list}, item ${position}`,
  added: (what: string) => `${what} (added)`,
  removed: (what: string) => `${what} (removed)`,
  moved: (what: string) => `${what} (moved)`,
  position: (position: number) => `Position ${position}`,
  yes: "Yes",
  no: "No",
  /** A date as the server writes it, the same for every reader: 'Nov 28, 2026, 2:05 PM UTC'. */
  utc: (date: string) => `${date} UTC`,
} as const;

export const ADMIN_SCHEDULED = {
  heading: "Scheduled",
  text: "Posts, pages and jobs that go public by themselves",
  empty: "Nothing is scheduled.",
  kinds: { post: "Post", page: "Page", job: "Job" },
} as const;
