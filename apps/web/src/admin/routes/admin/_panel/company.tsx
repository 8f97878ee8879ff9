import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { CompanyScreen } from "../../../screens/CompanyScreen";

export const Route = createFileRoute("/admin/_panel/company")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.company} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "site:write", () =>
      context.queryClient.ensureQueryData(context.trpc.site.profile.queryOptions()),
    ),
  component: CompanyScreen,
});
