import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { SettingsScreen } from "../../../screens/SettingsScreen";

export const Route = createFileRoute("/admin/_panel/settings")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.settings} | ${ADMIN_TITLES.panel}` }] }),
  component: SettingsScreen,
});
