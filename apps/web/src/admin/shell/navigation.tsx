import AltRouteIcon from "@mui/icons-material/AltRoute";
import ArticleIcon from "@mui/icons-material/Article";
import AssignmentIndIcon from "@mui/icons-material/AssignmentInd";
import BusinessIcon from "@mui/icons-material/Business";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DescriptionIcon from "@mui/icons-material/Description";
import GroupsIcon from "@mui/icons-material/Groups";
import HistoryIcon from "@mui/icons-material/History";
import InboxIcon from "@mui/icons-material/Inbox";
import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead";
import MenuOpenIcon from "@mui/icons-material/MenuOpen";
import PeopleIcon from "@mui/icons-material/People";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import TravelExploreIcon from "@mui/icons-material/TravelExplore";
import WebhookIcon from "@mui/icons-material/Webhook";
import WorkIcon from "@mui/icons-material/Work";
import { ADMIN_APPLICATIONS, ADMIN_JOBS, ADMIN_SHELL, type Capability } from "@staffing/shared";
import type { ReactNode } from "react";

export interface NavItem {
  label: string;
  to:
    | "/dashboard"
    | "/pages"
    | "/blog"
    | "/people"
    | "/jobs"
    | "/applications"
    | "/inquiries"
    | "/seo"
    | "/company"
    | "/navigation"
    | "/media"
    | "/redirects"
    | "/users"
    | "/subscribers"
    | "/audit-log"
    | "/webhooks";
  icon: ReactNode;
  /** Shown only to roles with this capability (DESIGN's role table). */
  capability: Capability;
}

// SPEC section 2, admin shell: the sidebar's links, in order.
export const NAV_ITEMS: NavItem[] = [
  {
    label: ADMIN_SHELL.nav.dashboard,
    to: "/dashboard",
    icon: <DashboardIcon />,
    capability: "stats:read",
  },
  { label: ADMIN_SHELL.nav.pages, to: "/pages", icon: <DescriptionIcon />, capability: "content:read" },
  { label: ADMIN_SHELL.nav.blog, to: "/blog", icon: <ArticleIcon />, capability: "content:read" },
  { label: ADMIN_SHELL.nav.people, to: "/people", icon: <GroupsIcon />, capability: "content:read" },
  { label: ADMIN_JOBS.nav, to: "/jobs", icon: <WorkIcon />, capability: "jobs:manage" },
  {
    label: ADMIN_APPLICATIONS.nav,
    to: "/applications",
    icon: <AssignmentIndIcon />,
    capability: "applications:manage",
  },
  {
    label: ADMIN_SHELL.nav.inquiries,
    to: "/inquiries",
    icon: <InboxIcon />,
    capability: "inquiries:manage",
  },
  { label: ADMIN_SHELL.nav.seo, to: "/seo", icon: <TravelExploreIcon />, capability: "seo:read" },
  { label: ADMIN_SHELL.nav.company, to: "/company", icon: <BusinessIcon />, capability: "site:write" },
  {
    label: ADMIN_SHELL.nav.navigation,
    to: "/navigation",
    icon: <MenuOpenIcon />,
    capability: "navigation:write",
  },
  {
    label: ADMIN_SHELL.nav.media,
    to: "/media",
    icon: <PhotoLibraryIcon />,
    capability: "media:manage",
  },
  {
    label: ADMIN_SHELL.nav.redirects,
    to: "/redirects",
    icon: <AltRouteIcon />,
    capability: "redirects:manage",
  },
  { label: ADMIN_SHELL.nav.users, to: "/users", icon: <PeopleIcon />, capability: "users:manage" },
  {
    label: ADMIN_SHELL.nav.subscribers,
    to: "/subscribers",
    icon: <MarkEmailReadIcon />,
    capability: "subscribers:manage",
  },
  {
    label: ADMIN_SHELL.nav.auditLog,
    to: "/audit-log",
    icon: <HistoryIcon />,
    capability: "audit:read",
  },
  {
    label: ADMIN_SHELL.nav.webhooks,
    to: "/webhooks",
    icon: <WebhookIcon />,
    capability: "webhooks:manage",
  },
];
