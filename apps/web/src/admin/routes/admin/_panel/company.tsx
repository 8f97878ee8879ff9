import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { CompanyScreen } from "../../../screens/CompanyScreen";

export const Route = createFileRoute("/admin/_panel/company")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.company} | ${ADMIN_TITLES.panel}` }] }),
  // The profile is read while the screen's code loads, not after.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.site.profile.queryOptions());
  },
  component: CompanyScreen,
});
