import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ProfileScreen } from "../../../screens/ProfileScreen";

export const Route = createFileRoute("/admin/_panel/profile")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.profile} | ${ADMIN_TITLES.panel}` }] }),
  component: ProfileScreen,
});
