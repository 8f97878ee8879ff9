import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { RedirectsScreen } from "../../../screens/RedirectsScreen";

export const Route = createFileRoute("/admin/_panel/redirects")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.redirects} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "redirects:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.redirects.list.queryOptions()),
    ),
  component: RedirectsScreen,
});
