import { DASHBOARD_ANALYTICS_DAYS } from "../analytics";

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
