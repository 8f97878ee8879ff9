import { ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { SeoScreen } from "../../../admin/screens/SeoScreen";

export const Route = createFileRoute("/admin/_panel/seo")({
  head: () => ({ meta: [{ title: `${ADMIN_SHELL.nav.seo} | ${ADMIN_SHELL.title}` }] }),
  component: SeoScreen,
});
