import { ADMIN_BLOG, ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { NEW_POST } from "../../../editor/new-post";
import { ensureScreenData } from "../../../lib/screen-data";
import { PostEditorScreen } from "../../../screens/PostEditorScreen";

/** /admin/blog/new writes a new post; once saved it lives at /admin/blog/{id}, in the same editor. */
export const Route = createFileRoute("/admin/_editor/blog/$id")({
  head: ({ params }) => ({
    meta: [
      {
        title: `${params.id === NEW_POST ? ADMIN_BLOG.createTitle : ADMIN_BLOG.editTitle} | ${ADMIN_TITLES.panel}`,
      },
    ],
  }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "content:read", async () => {
      if (params.id !== NEW_POST)
        await context.queryClient.ensureQueryData(context.trpc.blog.byId.queryOptions(params));
    }),
  component: function PostEditorRoute() {
    const { id } = Route.useParams();
    return <PostEditorScreen id={id} />;
  },
});
