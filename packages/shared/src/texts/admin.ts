// Texts of the admin panel from SPEC sections 2, 4, 5, 8 and 9, written once for screens and tests.
import type { InquiryStatus, RobotsOption, TwitterCard } from "../constants";
import { ADMIN_TITLES } from "./admin-shell";

export const AUTH_MESSAGES = {
  useAuthOutsideProvider: "useAuth must be used within an AuthProvider",
  supabaseUrlRequired: "supabaseUrl is required.",
  supabaseKeyRequired: "supabaseKey is required.",
} as const;

// SPEC section 9: the sidebar's numbers.
export const SIDEBAR = {
  cookieName: "sidebar_state",
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  width: "16rem",
  mobileWidth: "18rem",
  iconWidth: "3rem",
  shortcutKey: "b",
  mobileBreakpointPx: 768,
} as const;

export const ADMIN_COMMON = {
  published: "Published",
  draft: "Draft",
  edit: "Edit",
  delete: "Delete",
  view: "View",
  cancel: "Cancel",
  save: "Save",
  saving: "Saving...",
  create: "Create",
  update: "Update",
  updated: (date: string) => `Updated ${date}`,
  confirm: "Confirm",
  close: "Close",
  errorTitle: "Error",
  fallbackError: "An error occurred",
  loading: "Loading...",
} as const;

export const ADMIN_PAGES = {
  heading: "Pages",
  subheading: "Create and manage the pages of your website",
  search: "Search pages...",
  create: "Create Page",
  createTitle: "Create Page",
  editTitle: "Edit Page",
  emptyTitle: "No pages found",
  emptyHint: "Create your first page to get started.",
  fields: {
    title: "Title *",
    slug: "Slug *",
    content: "Content *",
    metaTitle: "Meta Title",
    metaDescription: "Meta Description",
    canonicalUrl: "Canonical URL",
    published: "Published",
  },
  skeletonCount: 3,
} as const;

export const ADMIN_BLOG = {
  heading: "Blog Posts",
  subheading: "Write, publish and organise your articles",
  search: "Search blog posts...",
  create: "Create post",
  createTitle: "Create Blog Post",
  editTitle: "Edit Blog Post",
  emptyTitle: "No blog posts found",
  emptyHint: "Write your first post to get started.",
  fields: {
    title: "Title *",
    slug: "Slug *",
    excerpt: "Excerpt",
    content: "Content *",
    featuredImage: "Featured Image URL",
    category: "Category",
    tags: "Tags (comma-separated)",
    metaTitle: "Meta Title",
    metaDescription: "Meta Description",
    canonicalUrl: "Canonical URL",
    published: "Published",
  },
  skeletonCount: 3,
} as const;

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  in_progress: "In Progress",
  closed: "Closed",
};

export const ADMIN_SEO = {
  heading: "SEO Settings",
  subheading: "How search engines and social networks see each page",
  viewSitemap: "View Sitemap",
  tabs: { settings: "SEO Settings", analysis: "Analysis", sitemap: "Sitemap" },
  counters: {
    configured: "Configured Pages",
    withTitle: "With Title",
    withDescription: "With Description",
    indexable: "Indexable",
  },
  add: "Add SEO Configuration",
  createTitle: "Add SEO Configuration",
  editTitle: "Edit SEO Configuration",
  emptyTitle: "No SEO configurations",
  emptyHint: "Add a configuration for a page type to get started.",
  fields: {
    pageType: "Page type *",
    title: "Title",
    description: "Description",
    keywords: "Keywords",
    ogTitle: "Open Graph title",
    ogDescription: "Open Graph description",
    ogImage: "Open Graph image",
    twitterCard: "Card on X (Twitter)",
    canonicalUrl: "Canonical URL",
    robots: "Search engines",
    schema: "Schema (JSON-LD)",
  },
  /** The settings' options in plain words; the stored values stay the spec's (summary_large_image, 'index, follow'). */
  twitterCards: {
    summary: "Small image card",
    summary_large_image: "Large image card",
    app: "App card",
    player: "Video player card",
  } satisfies Record<TwitterCard, string>,
  robotsOptions: {
    "index, follow": "Show in search results and follow its links",
    "noindex, nofollow": "Keep out of search results and ignore its links",
    "index, nofollow": "Show in search results, ignore its links",
    "noindex, follow": "Keep out of search results, follow its links",
  } satisfies Record<RobotsOption, string>,
  ogImageHint: "Shown with links to these pages on social networks; 1200x630 pixels suits every network.",
  analysisHeading: "Configuration Status",
  configured: "Configured",
  missing: "Not configured",
  recommendationsHeading: "Recommendations",
  recommendations: [
    "Keep titles under 60 characters and descriptions between 120 and 160.",
    "Give every page type its own description; the global settings fill any gap.",
    "Keep a page out of search results only when nobody should find it there.",
    "Set an Open Graph image so shared links show a picture.",
  ],
  sitemapHeading: "Sitemap",
  sitemapPreviewLength: 2000,
  viewFullSitemap: "View Full Sitemap",
  sitemapFailed: "Sitemap could not be loaded",
  skeletonCount: 3,
  tabsLabel: "SEO sections",
  ofPageTypes: (total: number) => `of ${total} page types`,
  editOf: (pageType: string) => `Edit ${pageType}`,
  notSet: "Not set",
  noFreePageType: "Every page type already has a configuration. Edit its card instead.",
  readOnly: "Your role can read the SEO settings but not change them.",
  analysisSummary: (configured: number, total: number) => `${configured} of ${total} page types configured`,
  analysisColumns: { pageType: "Page Type", status: "Status", title: "Title", description: "Description" },
  present: "Present",
  absent: "Missing",
  sitemapText: "What search engines read at /api/sitemap.xml",
  sitemapPreview: "Sitemap preview",
  schemaHint:
    "JSON-LD structured data, for example a WebSite or FAQPage block. The Organization block comes from the Company screen.",
} as const;

export const ADMIN_USERS = {
  heading: "Users",
  subheading: "Who can sign in to the admin panel, and what each may do",
  invite: "Add user",
  createTitle: "Add user",
  fields: { username: "Username", email: "Email", password: "Password", role: "Role" },
  disable: "Disable",
  enable: "Enable",
  disabled: "Disabled",
  you: "You",
  emptyTitle: "No users found",
  active: "Active",
  passwordHint: (min: number) => `At least ${min} characters`,
  added: (date: string) => `Added ${date}`,
  disableConfirm: (username: string) =>
    `Disable ${username}? They are signed out at once and cannot sign in until enabled again.`,
  selfHint: "You cannot change your own role or disable yourself.",
  /** The admin's switch that requires two-factor sign-in of every staff account (issue 29). */
  security: {
    heading: "Sign-in security",
    requireTwoFactor: "Require two-factor sign-in for all staff",
    help: "While this is on, anyone without two-factor sign-in can only set it up before doing anything else.",
    everyoneSetUp: "Everyone has set up two-factor sign-in.",
    notSetUp: (names: string[]) =>
      `${names.length} ${names.length === 1 ? "person has" : "people have"} not set it up yet: ${names.join(", ")}`,
    keptElsewhere: "The sign-in provider keeps second factors, so who has set one up is not known here.",
    turnedOn: "Two-factor sign-in is now required",
    turnedOff: "Two-factor sign-in is no longer required",
    failed: "Failed to change the sign-in security.",
    loadFailed: "Failed to fetch the sign-in security.",
  },
} as const;

// SPEC section 8: every toast of the admin's changes, with the fallback when the server gives no message.
export const ADMIN_TOASTS = {
  pageCreated: "Page Created",
  pageUpdated: "Page Updated",
  pageDeleted: "Page Deleted",
  postCreated: "Blog Post Created",
  postUpdated: "Blog Post Updated",
  postDeleted: "Blog Post Deleted",
  statusUpdated: "Status Updated",
  seoCreated: "SEO Settings Created",
  seoUpdated: "SEO Settings Updated",
  userCreated: "User Created",
  userUpdated: "User Updated",
  failed: {
    createPage: "Failed to create page.",
    updatePage: "Failed to update page.",
    deletePage: "Failed to delete page.",
    createPost: "Failed to create blog post.",
    updatePost: "Failed to update blog post.",
    deletePost: "Failed to delete blog post.",
    updateStatus: "Failed to update status.",
    createSeo: "Failed to create SEO settings.",
    updateSeo: "Failed to update SEO settings.",
    createUser: "Failed to create user.",
    updateUser: "Failed to update user.",
    exportInquiries: "Failed to export inquiries.",
  },
  loadFailed: {
    pages: "Failed to fetch pages",
    posts: "Failed to fetch blog posts",
    seo: "Failed to fetch SEO settings",
    sitemap: "Failed to fetch sitemap",
    inquiries: "Failed to fetch inquiries",
    stats: "Failed to fetch stats",
    users: "Failed to fetch users",
  },
} as const;

/** GET /auth/client-config: how the admin panel reaches the sign-in provider. */
export interface AdminClientConfig {
  /** A hosted provider's address; null means the embedded one on this site (/auth/v1). */
  authUrl: string | null;
  anonKey: string;
  /** Whether a colleague added without a password gets an invite mail (always, unless a hosted provider has no service role key here). */
  invitesSent: boolean;
  /** Shown on the login screen in demo mode only. */
  demoCredentials: { email: string; password: string } | null;
}

/** The blog post form's texts beyond its field labels. */
export const ADMIN_BLOG_FORM = {
  noCategory: "No category",
} as const;

export const ADMIN_LOGIN = {
  title: ADMIN_TITLES.login,
  subtitle: "Sign in to manage your website",
  email: "Email",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in...",
  failed: "Invalid credentials. Please try again.",
  demoHeading: "Demo credentials",
  accessRequiredTitle: "Access Required",
  accessRequiredText: "Please log in to access the admin panel.",
  goToLogin: "Go to Login",
} as const;

export const ADMIN_SHELL = {
  title: ADMIN_TITLES.panel,
  nav: ADMIN_TITLES.nav,
  toggleSidebar: "Toggle sidebar",
  userMenu: "Account menu",
  usernameFallback: "Admin",
  avatarFallback: "A",
  profile: "Profile",
  settings: "Settings",
  logOut: "Log out",
  skipToContent: "Skip to content",
  notAllowed: "Your role does not give access to this section. Ask an admin if you need it.",
} as const;
