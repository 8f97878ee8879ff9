import AltRouteIcon from "@mui/icons-material/AltRoute";
import ArticleIcon from "@mui/icons-material/Article";
import BusinessIcon from "@mui/icons-material/Business";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DescriptionIcon from "@mui/icons-material/Description";
import HistoryIcon from "@mui/icons-material/History";
import InboxIcon from "@mui/icons-material/Inbox";
import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead";
import PeopleIcon from "@mui/icons-material/People";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import TravelExploreIcon from "@mui/icons-material/TravelExplore";
import WebhookIcon from "@mui/icons-material/Webhook";
import { ADMIN_SHELL, type Capability } from "@staffing/shared";
import type { ReactNode } from "react";

export interface NavItem {
  label: string;
  to:
    | "/admin/dashboard"
    | "/admin/pages"
    | "/admin/blog"
    | "/admin/inquiries"
    | "/admin/seo"
    | "/admin/company"
    | "/admin/media"
    | "/admin/redirects"
    | "/admin/users"
    | "/admin/subscribers"
    | "/admin/audit-log"
    | "/admin/webhooks";
  icon: ReactNode;
  /** Shown only to roles with this capability (DESIGN's role table). */
  capability: Capability;
}

// SPEC section 2, admin shell: the sidebar's links, in order.
export const NAV_ITEMS: NavItem[] = [
  {
    label: ADMIN_SHELL.nav.dashboard,
    to: "/admin/dashboard",
    icon: <DashboardIcon />,
    capability: "stats:read",
  },
  { label: ADMIN_SHELL.nav.pages, to: "/admin/pages", icon: <DescriptionIcon />, capability: "content:read" },
  { label: ADMIN_SHELL.nav.blog, to: "/admin/blog", icon: <ArticleIcon />, capability: "content:read" },
  {
    label: ADMIN_SHELL.nav.inquiries,
    to: "/admin/inquiries",
    icon: <InboxIcon />,
    capability: "inquiries:manage",
  },
  { label: ADMIN_SHELL.nav.seo, to: "/admin/seo", icon: <TravelExploreIcon />, capability: "seo:read" },
  { label: ADMIN_SHELL.nav.company, to: "/admin/company", icon: <BusinessIcon />, capability: "site:write" },
  {
    label: ADMIN_SHELL.nav.media,
    to: "/admin/media",
    icon: <PhotoLibraryIcon />,
    capability: "media:manage",
  },
  {
    label: ADMIN_SHELL.nav.redirects,
    to: "/admin/redirects",
    icon: <AltRouteIcon />,
    capability: "redirects:manage",
  },
  { label: ADMIN_SHELL.nav.users, to: "/admin/users", icon: <PeopleIcon />, capability: "users:manage" },
  {
    label: ADMIN_SHELL.nav.subscribers,
    to: "/admin/subscribers",
    icon: <MarkEmailReadIcon />,
    capability: "subscribers:manage",
  },
  {
    label: ADMIN_SHELL.nav.auditLog,
    to: "/admin/audit-log",
    icon: <HistoryIcon />,
    capability: "audit:read",
  },
  {
    label: ADMIN_SHELL.nav.webhooks,
    to: "/admin/webhooks",
    icon: <WebhookIcon />,
    capability: "webhooks:manage",
  },
];
