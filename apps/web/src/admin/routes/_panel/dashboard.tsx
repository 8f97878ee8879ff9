import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { DashboardScreen } from "./-components/DashboardScreen";

export const Route = createFileRoute("/_panel/dashboard")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.dashboard} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "stats:read", () =>
      context.queryClient.ensureQueryData(context.trpc.stats.get.queryOptions()),
    ),
  component: DashboardScreen,
  pendingComponent: DashboardScreen,
});
