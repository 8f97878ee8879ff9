import { ADMIN_PAGES, ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { PageEditorScreen } from "../../../screens/PageEditorScreen";

export const Route = createFileRoute("/admin/_editor/pages/$id")({
  head: () => ({ meta: [{ title: `${ADMIN_PAGES.editTitle} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.pages.byId.queryOptions({ id: params.id })),
    ),
  component: function PageEditorRoute() {
    const { id } = Route.useParams();
    return <PageEditorScreen id={id} />;
  },
});
