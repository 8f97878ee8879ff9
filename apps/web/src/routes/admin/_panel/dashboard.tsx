import { ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "../../../admin/screens/DashboardScreen";

export const Route = createFileRoute("/admin/_panel/dashboard")({
  head: () => ({ meta: [{ title: `${ADMIN_SHELL.nav.dashboard} | ${ADMIN_SHELL.title}` }] }),
  component: DashboardScreen,
});
