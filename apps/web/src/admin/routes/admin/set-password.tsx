import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { SetPasswordScreen } from "../../screens/SetPasswordScreen";

// Where e-mailed reset and invite links land (`?invite=1` for an invite).
export const Route = createFileRoute("/admin/set-password")({
  validateSearch: (search: Record<string, unknown>): { invite?: boolean } =>
    search.invite === 1 || search.invite === "1" ? { invite: true } : {},
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.setPassword} | ${ADMIN_TITLES.panel}` }] }),
  component: function SetPassword() {
    return <SetPasswordScreen invite={Route.useSearch().invite === true} />;
  },
});
