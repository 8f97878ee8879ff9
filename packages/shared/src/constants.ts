// Business constants of SPEC sections 3, 5 and 9: one home, one name, used by server and browser alike.

export const BLOG_CATEGORIES = [
  "Staffing Trends",
  "HR Management",
  "Industry Insights",
  "Remote Work",
  "Technology",
  "Best Practices",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const INQUIRY_STATUSES = ["new", "in_progress", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The largest page of the admin inquiry list (and of the CSV export's reads). */
export const INQUIRY_PAGE_SIZE_MAX = 500;
/** The site's promise ("We respond within 24 hours"); INQUIRY_RESPONSE_HOURS may change it. */
export const INQUIRY_RESPONSE_HOURS_DEFAULT = 24;
/** A note or a reply: plain text, as long as a long e-mail. */
export const INQUIRY_NOTE_MAX = 5000;
/** How many inquiries one bulk status change may name. */
export const INQUIRY_BULK_MAX = 500;
/** The dashboard's window for the median time to first reply. */
export const INQUIRY_REPLY_STATS_DAYS = 30;
/** Where a reply mail stands: written to the queue, taken by the mail server, or given up on. */
export const INQUIRY_REPLY_DELIVERY_STATES = ["queued", "sent", "failed"] as const;
export type InquiryReplyDelivery = (typeof INQUIRY_REPLY_DELIVERY_STATES)[number];
/** The dashboard chart of inquiries: this many ISO weeks, the current one last. */
export const INQUIRY_CHART_WEEKS = 12;
/** Issue 32: the dashboard warns once the oldest mail waiting to go has waited longer than this. */
export const MAIL_BEHIND_WARNING_MINUTES = 5;

export const INQUIRY_SERVICES = ["virtual", "temporary", "direct", "consultation"] as const;
export type InquiryService = (typeof INQUIRY_SERVICES)[number];

export const PAGE_TYPES = ["global", "home", "services", "about", "blog", "contact"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  global: "Global Settings",
  home: "Home Page",
  services: "Services Page",
  about: "About Page",
  blog: "Blog Page",
  contact: "Contact Page",
};

export const ROBOTS_OPTIONS = [
  "index, follow",
  "noindex, nofollow",
  "index, nofollow",
  "noindex, follow",
] as const;
export type RobotsOption = (typeof ROBOTS_OPTIONS)[number];

/** The cards X (Twitter) draws for a shared link (`twitter:card`). */
export const TWITTER_CARDS = ["summary", "summary_large_image", "app", "player"] as const;
export type TwitterCard = (typeof TWITTER_CARDS)[number];

export const SEO_DEFAULTS = { robots: "index, follow", twitterCard: "summary_large_image" } as const;
/** What search engines show of a title and a description (ADMIN_SEO.recommendations says so too). */
export const SEO_TITLE_SHOWN_LENGTH = 60;
export const SEO_DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;

export const USER_ROLES = ["admin", "editor", "seo_manager", "recruiter"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = "editor";

export const INQUIRY_SOURCE_WEBSITE = "website";

export const BLOG_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE_MAX = 50;
/** An author's page lists their posts as the blog does, this many a page. */
export const AUTHOR_POSTS_PAGE_SIZE = BLOG_PAGE_SIZE;
/** A person's bio is a few lines of plain text, shown on their page and under their posts. */
export const PERSON_BIO_MAX_LENGTH = 600;
/** The longest site search a visitor may send (the blog list's and /api/search's). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** /api/search answers this many items unless asked for fewer (at most SEARCH_LIMIT_MAX). */
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 20;
export const READING_WORDS_PER_MINUTE = 200;

export const AUTH_TOKEN_STORAGE_KEY = "auth_token";
export const PASSWORD_MIN_LENGTH = 8;

// SPEC section 9: the public site's interaction timings.
/** The Services menu opens after hovering this long; once one menu was open, at once within the skip delay. */
export const NAV_MENU_TIMING = { openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 } as const;
export const TOOLTIP_TIMING = { openDelayMs: 700, skipDelayMs: 300 } as const;
/** Toasts: one visible at a time, each for 5000 ms, dismissed by a swipe right of 50 px; F8 focuses them. */
export const TOAST_BEHAVIOUR = {
  maxVisible: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  swipeDirection: "right",
  hotkey: "F8",
} as const;
/** SPEC section 9: share buttons open a 600x400 window. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;
/** A redirect is permanent (301, the default: search engines move the page's rank) or temporary (302). */
export const REDIRECT_STATUS_CODES = [301, 302] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

/** The revisions kept per page or post; older ones are dropped as new ones are saved. */
export const REVISIONS_KEPT = 50;
/** How long a draft's preview address opens it. */
export const PREVIEW_TOKEN_TTL_SECONDS = 60 * 60;
/** The feed at /rss.xml: the latest published posts. */
export const FEED_POST_COUNT = 20;
export const FEED_PATH = "/rss.xml";

/** The kinds of record the audit log names (every admin change writes one row). */
export const AUDITED_ENTITIES = [
  "page",
  "blog_post",
  "inquiry",
  "seo_setting",
  "user",
  "mfa_factor",
  "newsletter_subscriber",
  "media",
  "redirect",
  "company_profile",
  "navigation",
  "webhook",
  "staff_security",
  "person",
  "job",
  "application",
  /** One candidate's data erased at once: the entry says how many applications, never whose. */
  "candidate",
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/**
 * The demo admin's name as the panel shows it ("Dana Whitfield took it on"): a person's, not the
 * e-mail's "admin". Given only to the demo's own account (no ADMIN_EMAIL set).
 */
export const DEMO_ADMIN_NAME = "Dana Whitfield";
