import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ensureScreenData } from "../../../lib/screen-data";
import { BlogScreen } from "../../../screens/BlogScreen";

export const Route = createFileRoute("/admin/_panel/blog")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.blog} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.blog.adminList.queryOptions()),
    ),
  component: BlogScreen,
});
