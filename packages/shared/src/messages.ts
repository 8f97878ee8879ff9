// User-visible texts of SPEC sections 5 and 8 that the server and the screens share.
import { SEARCH_QUERY_MAX_LENGTH } from "./constants";
export const VALIDATION_MESSAGES = {
  slugRequired: "Slug is required",
  slugPattern: "Use lower-case letters, digits and single hyphens",
  pageSlugReserved: "This address belongs to the site itself",
  pageTypeRequired: "Page type is required",
  titleRequired: "Title is required",
  searchRequired: "Type something to search for",
  searchTooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  schemaNotJson: "Schema must be valid JSON",
  contentRequired: "Content is required",
  publishAtInvalid: "Enter a date and time",
  redirectFromRequired: "The old address is required",
  redirectFromPath: "Use a path on this site, such as /old-page (no ? or #)",
  redirectFromReserved: "This address belongs to the site itself",
  redirectToRequired: "The new address is required",
  redirectToInvalid: "Use a path such as /new-page or a full http(s) address",
  redirectToCharacters: "An address cannot hold spaces or control characters",
  redirectStatus: "Choose 301 (permanent) or 302 (temporary)",
  redirectToSelf: "A redirect cannot point at its own address",
  tooManySections: "A page holds at most 60 sections",
  sectionsTooLarge: "The sections are too large (at most 500 KB)",
  imageNotInLibrary: "This image is not in the media library",
  attributionPath: "Use a path on this site, such as /contact (no ? or #)",
  attributionReferrer: "Use an absolute http(s) address",
} as const;

/** Refusals about the site's own pages (Home, Services, About, Contact). */
export const SYSTEM_PAGE_MESSAGES = {
  cannotDelete: "This page is part of the site's frame and cannot be deleted. Edit its sections instead.",
  cannotRename: "This page's address is fixed. Edit its title and sections instead.",
  cannotUnpublish: "This page is part of the site's frame and stays published.",
} as const;

/** Refusals of the redirects procedures that are not about one field. */
/** A save based on an older version of a page or post than the one stored (409). */
export const EDIT_CONFLICT_MESSAGES = {
  /** `at` as an ISO moment: the API says it in UTC; the editor says it in the reader's own time. */
  changedSince: (who: string | null, what: "page" | "post" | "job", at: string) =>
    `${who ?? "Someone"} changed this ${what} at ${at.slice(11, 16)} UTC on ${at.slice(0, 10)}, after your copy was read. Load their version, or save yours again over it.`,
};

export const REDIRECT_MESSAGES = {
  offSite: (roles: string) =>
    `A redirect to another site needs the ${roles} role. Use a path on this site, such as /new-page.`,
  overPublished: (roles: string) =>
    `This address is a published page or post: a redirect over it needs the ${roles} role, who can unpublish it first.`,
} as const;
