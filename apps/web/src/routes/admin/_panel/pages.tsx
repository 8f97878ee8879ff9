import { ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { PagesScreen } from "../../../admin/screens/PagesScreen";

export const Route = createFileRoute("/admin/_panel/pages")({
  head: () => ({ meta: [{ title: `${ADMIN_SHELL.nav.pages} | ${ADMIN_SHELL.title}` }] }),
  component: PagesScreen,
});
