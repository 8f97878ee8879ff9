import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { BlogScreen } from "../../../screens/BlogScreen";

export const Route = createFileRoute("/admin/_panel/blog")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.blog} | ${ADMIN_TITLES.panel}` }] }),
  component: BlogScreen,
});
