import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { InquiryDetailScreen } from "../../../screens/InquiryDetailScreen";

// The inquiry's own page (issue 21), beside the list rather than inside it.
export const Route = createFileRoute("/admin/_panel/inquiries_/$id")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.inquiries} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "inquiries:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.inquiries.detail.queryOptions({ id: params.id })),
    ),
  component: function InquiryDetailRoute() {
    const { id } = Route.useParams();
    return <InquiryDetailScreen id={id} />;
  },
});
