// Texts of the panel's lists as tables (issue 29, point 8): columns, sorting, filters and the row actions.
import { ADMIN_COMMON } from "./admin";

/** What every table of the panel says the same way. */
export const LIST_TABLE = {
  actions: "Actions",
  /** A row action's accessible name: the visible word first (as voice control hears it), then the row. */
  actionOf: (action: string, name: string) => `${action} ${name}`,
  /** The menu of a row's other actions, named for its row. */
  more: "More",
  moreFor: (name: string) => `More actions for ${name}`,
  viewOnSite: "View on site",
  preview: "Preview",
  edit: ADMIN_COMMON.edit,
  delete: ADMIN_COMMON.delete,
  sortBy: "Sort by",
  ascending: "ascending",
  descending: "descending",
  sortOption: (column: string, direction: "asc" | "desc") =>
    `${column}, ${direction === "asc" ? "ascending" : "descending"}`,
  /** Said when a filter leaves nothing to show. */
  emptyFiltered: "Nothing matches the search and filters. Clear them to see everything.",
  clearFilters: "Clear filters",
  count: (shown: number, total: number) =>
    shown === total ? `${total} in all` : `${shown} of ${total} shown`,
} as const;

/** A page's or post's state in words, as the lists show it. */
export const CONTENT_STATUS = {
  filterLabel: "Status",
  all: "All statuses",
  labels: { published: "Published", scheduled: "Scheduled", draft: "Draft" },
  /** Under the word: when it went live, when it will, or that it never has. */
  since: (moment: string) => `Since ${moment}`,
  goesLive: (moment: string) => `Goes live ${moment}`,
  neverPublished: "Not on the site",
} as const;

export const PAGES_TABLE = {
  label: "Pages",
  columns: { title: "Title", status: "Status", updated: "Last updated" },
  /** Home, Services, About, Contact: part of the site's frame, so the list offers no Delete. */
  systemPage: "Built-in page",
  systemPageHint:
    "Home, Services, About and Contact are part of the site: edit them, they cannot be deleted.",
  deleteConfirm: (title: string) =>
    `Delete "${title}"? It leaves the site at once and its address answers "not found". This cannot be undone.`,
} as const;

export const POSTS_TABLE = {
  label: "Blog posts",
  columns: {
    title: "Title",
    status: "Status",
    author: "Author",
    updated: "Last updated",
  },
  categoryFilter: "Category",
  allCategories: "All categories",
  noCategory: "No category",
  /** A post without a person as author is the company's. */
  companyAuthor: "The company",
  deleteConfirm: (title: string) =>
    `Delete "${title}"? It leaves the blog at once and its address answers "not found". This cannot be undone.`,
} as const;
