import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../../../screens/DashboardScreen";

export const Route = createFileRoute("/admin/_panel/dashboard")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.dashboard} | ${ADMIN_TITLES.panel}` }] }),
  component: DashboardScreen,
});
