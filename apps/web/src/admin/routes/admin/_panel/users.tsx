import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { UsersScreen } from "../../../screens/UsersScreen";

export const Route = createFileRoute("/admin/_panel/users")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.users} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "users:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.users.list.queryOptions()),
    ),
  component: UsersScreen,
});
