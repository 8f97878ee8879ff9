import { ADMIN_PAGES, ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PageEditorScreen } from "../../../screens/PageEditorScreen";

export const Route = createFileRoute("/admin/_editor/pages/$id")({
  head: () => ({ meta: [{ title: `${ADMIN_PAGES.editTitle} | ${ADMIN_TITLES.panel}` }] }),
  component: function PageEditorRoute() {
    const { id } = Route.useParams();
    return <PageEditorScreen id={id} />;
  },
});
