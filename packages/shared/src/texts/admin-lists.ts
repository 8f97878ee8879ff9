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

export const REDIRECTS_TABLE = {
  label: "Redirects",
  columns: { from: "Old address", to: "Sends to", type: "Type", hits: "Visits" },
  originFilter: "Made",
  allOrigins: "Automatic and by hand",
  origins: { automatic: "Automatic (a rename)", manual: "Added by hand" },
  neverHit: "No visits yet",
  deleteConfirm: (from: string) =>
    `Delete the redirect from ${from}? Visitors to that address get "not found" from now on.`,
} as const;

export const WEBHOOKS_TABLE = {
  label: "Webhooks",
  columns: { name: "Receiver", events: "Events", state: "State" },
  active: "Active",
  deleteConfirm: (name: string) => `Delete the webhook "${name}"? Its receiver gets no more events.`,
} as const;

export const PEOPLE_TABLE = {
  label: "People",
  teamFilter: "Team",
  allPeople: "Everyone",
  team: { on: "On the team", off: "Not on the team" },
  deleteConfirm: (name: string) =>
    `Delete ${name}? Their author page goes, and Team sections no longer show them.`,
  /** Said before deleting someone who wrote posts: the posts stay, without an author. */
  deleteConfirmWithPosts: (name: string, posts: number) =>
    `Delete ${name}? ${posts === 1 ? "The post they wrote stays" : `The ${posts} posts they wrote stay`} on the blog without an author.`,
} as const;

export const USERS_TABLE = {
  label: "Users",
  search: "Search users...",
  columns: { name: "Name", role: "Role", status: "Status" },
  roleFilter: "Role",
  allRoles: "All roles",
} as const;

export const SUBSCRIBERS_TABLE = {
  label: "Subscribers",
  columns: { email: "E-mail", status: "Status", source: "Signed up on", dates: "Dates" },
} as const;
