import { ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { UsersScreen } from "../../../admin/screens/UsersScreen";

export const Route = createFileRoute("/admin/_panel/users")({
  head: () => ({ meta: [{ title: `${ADMIN_SHELL.nav.users} | ${ADMIN_SHELL.title}` }] }),
  component: UsersScreen,
});
