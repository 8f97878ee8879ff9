import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "../../screens/LoginScreen";

export const Route = createFileRoute("/admin/login")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.login} | ${ADMIN_TITLES.panel}` }] }),
  component: LoginScreen,
});
