import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { SeoScreen } from "../../../screens/SeoScreen";

export const Route = createFileRoute("/admin/_panel/seo")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.seo} | ${ADMIN_TITLES.panel}` }] }),
  component: SeoScreen,
});
