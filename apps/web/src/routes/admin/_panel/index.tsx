import { ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../../../admin/screens/DashboardScreen";

// SPEC route table: /admin and /admin/dashboard are both the dashboard.
export const Route = createFileRoute("/admin/_panel/")({
  head: () => ({ meta: [{ title: `${ADMIN_SHELL.nav.dashboard} | ${ADMIN_SHELL.title}` }] }),
  component: DashboardScreen,
});
