import { ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { BlogScreen } from "../../../admin/screens/BlogScreen";

export const Route = createFileRoute("/admin/_panel/blog")({
  head: () => ({ meta: [{ title: `${ADMIN_SHELL.nav.blog} | ${ADMIN_SHELL.title}` }] }),
  component: BlogScreen,
});
