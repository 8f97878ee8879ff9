import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { SeoScreen } from "../../../screens/SeoScreen";

export const Route = createFileRoute("/admin/_panel/seo")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.seo} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "seo:read", () =>
      context.queryClient.ensureQueryData(context.trpc.seo.list.queryOptions()),
    ),
  component: SeoScreen,
});
