import { ADMIN_LOGIN, ADMIN_SHELL } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../admin/screens/LoginScreen";

export const Route = createFileRoute("/admin/login")({
  head: () => ({ meta: [{ title: `${ADMIN_LOGIN.title} | ${ADMIN_SHELL.title}` }] }),
  component: LoginScreen,
});
