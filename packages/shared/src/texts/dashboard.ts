import { DASHBOARD_ANALYTICS_DAYS } from "../analytics";

// Texts of the dashboard, written once for the screen and its tests.

export const ADMIN_DASHBOARD = {
  subheading: "Your website at a glance: content, inquiries and what is scheduled",
  totalPages: "Total Pages",
  blogPosts: "Blog Posts",
  inquiries: "Inquiries",
  published: (n: number) => `${n} published`,
  allTime: "All time",
  quickActionsHeading: "Quick Actions",
  quickActions: {
    pages: { title: "Manage Pages", text: "Create and edit website pages" },
    blog: { title: "Blog Posts", text: "Write and publish articles" },
    inquiries: { title: "View Inquiries", text: "Answer customer inquiries" },
    seo: { title: "SEO Settings", text: "Tune how search engines see the site" },
  },
  chartHeading: "Inquiries per week",
  chartText: "The last 12 weeks, by status",
  chartWeek: "Week",
  performanceHeading: "Performance Overview",
  previewHeading: "Website Preview",
  previewText: "See the public website as visitors do.",
  visitWebsite: "Visit Website",
  skeletonCount: 4,
  /** Shown while the oldest mail waiting to go has waited more than MAIL_BEHIND_WARNING_MINUTES. */
  mailBehind: (minutes: number) =>
    `Mail is running ${minutes} minutes behind: password resets, invites and inquiry notifications go out late. If this lasts, ask whoever runs the site to check the mail server.`,
} as const;

/** The dashboard's 'Performance Overview': the site's own counts of the last 30 days. */
export const ADMIN_ANALYTICS = {
  text: `Page views and inquiries of the last ${DASHBOARD_ANALYTICS_DAYS} days, counted without cookies`,
  views: "Page views",
  inquiries: "Inquiries",
  day: "Day",
  pagesHeading: "Pages that bring inquiries",
  pagesEmpty: "No page has brought an inquiry in these days yet.",
  page: "Page",
  conversion: "Inquiries per 100 views",
  referrersHeading: "Where visitors come from",
  referrersEmpty: "No visits counted in these days yet.",
  direct: "Direct or unknown (typed, bookmarked, or the browser did not say)",
  site: "Site",
  noViews: "No page views counted in these days yet. Views appear here within a minute of a visit.",
  loadFailed: "The performance overview could not be loaded.",
} as const;
