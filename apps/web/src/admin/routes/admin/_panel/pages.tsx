import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PagesScreen } from "../../../screens/PagesScreen";

export const Route = createFileRoute("/admin/_panel/pages")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.pages} | ${ADMIN_TITLES.panel}` }] }),
  component: PagesScreen,
});
