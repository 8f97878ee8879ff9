import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { PagesScreen } from "../../../screens/PagesScreen";

export const Route = createFileRoute("/admin/_panel/pages")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.pages} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.pages.list.queryOptions()),
    ),
  component: PagesScreen,
});
