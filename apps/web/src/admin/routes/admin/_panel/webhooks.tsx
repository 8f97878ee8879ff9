import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { WebhooksScreen } from "../../../screens/WebhooksScreen";

export const Route = createFileRoute("/admin/_panel/webhooks")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.webhooks} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "webhooks:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.webhooks.list.queryOptions()),
    ),
  component: WebhooksScreen,
});
