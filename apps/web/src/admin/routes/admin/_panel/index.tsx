import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../../../screens/DashboardScreen";

// SPEC route table: /admin and /admin/dashboard are both the dashboard.
export const Route = createFileRoute("/admin/_panel/")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.dashboard} | ${ADMIN_TITLES.panel}` }] }),
  component: DashboardScreen,
});
