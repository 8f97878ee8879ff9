import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordScreen } from "../../screens/ForgotPasswordScreen";

export const Route = createFileRoute("/admin/forgot-password")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.forgotPassword} | ${ADMIN_TITLES.panel}` }] }),
  component: ForgotPasswordScreen,
});
