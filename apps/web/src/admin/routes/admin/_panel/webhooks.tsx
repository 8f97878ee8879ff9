import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { WebhooksScreen } from "../../../screens/WebhooksScreen";

export const Route = createFileRoute("/admin/_panel/webhooks")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.webhooks} | ${ADMIN_TITLES.panel}` }] }),
  component: WebhooksScreen,
});
