// Texts of the People screen, the author pages and the post byline, written once for screens and tests.

export const ADMIN_PEOPLE = {
  heading: "People",
  subheading: "Your team: who writes the blog's posts and who appears on the About page",
  create: "Add person",
  createTitle: "Add person",
  editTitle: "Edit person",
  search: "Search people...",
  emptyTitle: "No people yet",
  emptyHint: "Add the people who write your posts or appear on your team.",
  fields: {
    name: "Name *",
    slug: "Address of their page *",
    jobTitle: "Job title",
    photo: "Photo",
    bio: "Short bio",
    linkedinUrl: "LinkedIn profile",
    onTeam: "Show on the team",
    position: "Order on the team",
  },
  slugHint: (slug: string) => `Their page: /authors/${slug || "..."}`,
  bioHint: (max: number) => `Plain text, at most ${max} characters`,
  linkedinHint: "Such as https://www.linkedin.com/in/jane-doe",
  positionHint: "Lower numbers come first",
  photoAlt: (name: string) => `Photo of ${name || "this person"}`,
  posts: (n: number) => `${n} ${n === 1 ? "post" : "posts"}`,
  onTeam: "On the team",
  columns: { photo: "Photo", name: "Name", jobTitle: "Job title", posts: "Posts" },
  skeletonCount: 4,
} as const;

export const ADMIN_PEOPLE_TOASTS = {
  created: "Person Added",
  updated: "Person Updated",
  deleted: "Person Deleted",
  failed: {
    create: "Failed to add person.",
    update: "Failed to update person.",
    delete: "Failed to delete person.",
  },
  loadFailed: "Failed to fetch people",
} as const;

/** The post editor's author picker. */
export const POST_AUTHOR_FIELD = {
  label: "Author",
  none: "No author (the company)",
  hint: "Add people on the People screen",
} as const;

/** The section editor's people picker (a Team section). */
export const TEAM_PEOPLE_FIELD = {
  none: "No people chosen",
  loadFailed: "Failed to fetch people",
} as const;

/** The public author page and the byline of a post. */
export const AUTHOR_TEXTS = {
  /** A post's byline: "By Dana Whitford". */
  by: "By",
  postsHeading: (name: string) => `Posts by ${name}`,
  noPosts: "No posts yet.",
  linkedin: "LinkedIn",
  linkedinOf: (name: string) => `${name} on LinkedIn`,
  notFoundTitle: "Author not found",
  notFoundText: "This author's page does not exist or has moved.",
  errorTitle: "This author's page could not be loaded",
  backToBlog: "Back to the blog",
  newer: "Newer posts",
  older: "Older posts",
  pageOf: (page: number) => `Page ${page}`,
  moreAbout: (name: string) => `More about ${name}`,
} as const;

/** The refusals of the people procedures that are not about one field. */
export const PEOPLE_MESSAGES = {
  slugTaken: "A person with this address already exists.",
  authorUnknown: "Choose an author from People",
  personUnknown: "Choose people from the People screen",
  linkedinUrl: "Use a LinkedIn profile address, such as https://www.linkedin.com/in/jane-doe",
} as const;
