// Texts of the full-screen editor of pages and posts, written once for the
// screen and its browser tests. The spec's own texts (ADMIN_PAGES, ADMIN_BLOG, PUBLISHING, REVISIONS)
// stay where they are and are used beside these.

export const CONTENT_EDITOR = {
  backTo: (list: string) => `Back to ${list}`,
  /** The editor's title when the page or post has none yet (issue 29: the title is the item's own). */
  untitled: { page: "Untitled page", post: "Untitled post", job: "Untitled job" },
  /** The trail above the title: 'Pages › About us'. */
  breadcrumbs: "Where you are",
  /** The editor's landmarks, told apart from the previewed page's own header and main. */
  landmarks: { bar: "Editor bar", workspace: "Editor" },
  /** The autosave's state, said in a live region as it changes. */
  status: {
    saving: "Saving…",
    saved: "Saved",
    offline: "Not saved: offline, will retry",
    /** A new post without a title or address yet: what is typed waits in this browser. */
    keptHere: "Kept in this browser until the post has a title",
    conflict: "Not saved: changed by someone else",
    failed: "Not saved",
    retry: "Try again",
  },
  /** Someone else saved the item after this editor read it: nothing is written over their change. */
  conflict: {
    changed: (who: string | null, what: "page" | "post" | "job", time: string) =>
      `${who ?? "Someone"} changed this ${what} at ${time}.`,
    loadTheirs: "Load their version",
    keepMine: "Keep mine (overwrite)",
  },
  /** Publish or Update with fields to fix: the first one takes the focus. */
  fieldsNeedAttention: (count: number) =>
    count === 1 ? "1 field needs attention" : `${count} fields need attention`,
  restored: "Brought back what you typed here last time, which was not saved yet.",
  unpublishedChanges: "Unpublished changes",
  unpublishedNote:
    "Visitors still see the published version. Choose 'Update' to put these changes live, or 'Discard changes' to drop them.",
  discard: "Discard changes",
  discardConfirm: "Discard your changes? The editor goes back to the version visitors see.",
  discarded: "Changes Discarded",
  discardFailed: "Failed to discard the changes.",
  saveFailed: "Failed to save the changes.",
  publish: "Publish",
  schedule: "Schedule",
  unpublish: "Unpublish",
  unpublishConfirm: "Unpublish? Visitors no longer see it until it is published again.",
  publishing: "Publishing",
  publishedOn: (date: string) => `Published ${date}`,
  neverPublished: "Not published yet: only staff can see it.",
  publishAtHint: "Leave empty to publish at once; a later moment schedules it.",
  /** The editors' date fields read the time on the company's clock (its profile's zone): they say which. */
  publishAtZone: (zone: string, name: string) => `Times on the company's clock: ${zone} (${name}).`,
  categoryAndTags: "Category and tags",
  settings: "Settings",
  showSettings: "Show settings",
  hideSettings: "Hide settings",
  loadFailed: {
    page: "Failed to fetch the page",
    post: "Failed to fetch the blog post",
    job: "Failed to fetch the job",
  },
  createFirst: "Give the post a title: it is saved as a draft from then on.",
  leave: {
    question: "Leave the editor? Your latest changes are not saved yet.",
    leave: "Leave",
  },
  featuredImage: "Featured image",
  seo: {
    heading: "Search and social",
    counter: (length: number, max: number) => `${length} / ${max} characters`,
    titleAdvice: (max: number) => `Search engines show about ${max} characters`,
    descriptionAdvice: (min: number, max: number) => `Aim for ${min} to ${max} characters`,
    searchPreview: "Search result preview",
    socialPreview: "Social card preview",
    noDescription: "Search engines will pick a passage of the text.",
  },
  content: "Content",
  sections: {
    heading: "Sections",
    add: "Add section",
    /** The 'Add section' picker: a card per type, with a drawing, its name and what it is for. */
    picker: {
      title: "Add a section",
      search: "Find a section type",
      close: "Close",
      noMatch: (query: string) => `No section type matches "${query}".`,
      hint: "Type to narrow the list; the arrow keys move between the cards.",
    },
    empty: "No sections yet. Add the first one with 'Add section'.",
    moveUp: "Move up",
    moveDown: "Move down",
    duplicate: "Duplicate",
    remove: "Remove",
    removeConfirm: "Remove this section and everything in it?",
    collapse: "Collapse",
    expand: "Expand",
    dragHandle: (name: string) => `Reorder ${name}`,
    of: (action: string, name: string) => `${action}: ${name}`,
    position: (index: number, name: string) => `${index + 1}. ${name}`,
    unknownType: (type: string) => `A section of type "${type}" that this panel cannot edit.`,
    limit: (max: number) => `At most ${max}`,
  },
  /** What screen readers hear as a section is moved (by its handle's arrow keys, or dragged). */
  dragging: {
    instructions: "To reorder, press the up or down arrow key, or drag with a mouse or a finger.",
    pickedUp: (name: string) => `Picked up ${name}.`,
    movedOver: (name: string, position: number, total: number) =>
      `${name} is at position ${position} of ${total}.`,
    dropped: (name: string, position: number, total: number) =>
      `Dropped ${name} at position ${position} of ${total}.`,
    cancelled: (name: string) => `Moving ${name} was cancelled.`,
  },
  items: {
    add: "Add item",
    addTo: (list: string) => `Add item to ${list}`,
    item: (index: number) => `Item ${index + 1}`,
    none: "None yet.",
  },
  fields: {
    none: "None",
    linkHint: "A path on this site (/contact) or a full address (https://…)",
    required: "Fill this in",
    atMostCharacters: (max: number) => `At most ${max} characters`,
    atLeastCharacters: (min: number) => `At least ${min} characters`,
    atMostItems: (max: number) => `At most ${max} items`,
    atLeastItems: (min: number) => `At least ${min}`,
    chooseOption: "Choose one of the options",
    number: (min: number, max: number) => `A whole number from ${min} to ${max}`,
  },
  image: {
    choose: "Choose image",
    change: "Change image",
    remove: "Remove image",
    alt: "Alt text",
    altHint: "What the image shows, for people who cannot see it",
    chosen: (label: string) => `${label}: chosen image`,
  },
  preview: {
    title: "Live preview",
    heading: "Preview",
    desktop: "Desktop",
    phone: "Phone",
    width: "Preview width",
    failed: "The preview could not be shown.",
    updating: "Updating the preview…",
    view: "Show",
    form: "Form",
    show: "Preview",
    /** The bar's button that shows or hides the preview beside the form (on a laptop and wider). */
    showBeside: "Show the live preview beside the form",
    hideBeside: "Hide the live preview",
  },
} as const;

/** The rich-text field's toolbar. */
export const EDITOR_TEXTS = {
  toolbar: "Formatting",
  bold: "Bold",
  italic: "Italic",
  heading2: "H2 heading",
  heading3: "H3 heading",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  quote: "Quote",
  undo: "Undo",
  redo: "Redo",
  source: "HTML",
  link: "Link",
  linkAddress: "Link address",
  applyLink: "Apply",
  removeLink: "Remove link",
} as const;
