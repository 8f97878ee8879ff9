import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { DashboardScreen } from "./-components/DashboardScreen";

// SPEC route table: /admin and /admin/dashboard are both the dashboard.
export const Route = createFileRoute("/_panel/")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.dashboard} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "stats:read", () =>
      context.queryClient.ensureQueryData(context.trpc.stats.get.queryOptions()),
    ),
  component: DashboardScreen,
  pendingComponent: DashboardScreen,
});
