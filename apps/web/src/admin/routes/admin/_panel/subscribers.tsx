import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { SubscribersScreen } from "../../../screens/SubscribersScreen";

export const Route = createFileRoute("/admin/_panel/subscribers")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.subscribers} | ${ADMIN_TITLES.panel}` }] }),
  component: SubscribersScreen,
});
