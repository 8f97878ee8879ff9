import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { ADMIN_BLOG, ADMIN_COMMON, ADMIN_TITLES, ADMIN_TOASTS, visibleTags } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { ContentActions } from "~/admin/components/content/ContentActions";
import { ContentStatusBadge } from "~/admin/components/content/ContentStatusBadge";
import { usePreview } from "~/admin/components/content/usePreview";
import { ItemCard } from "~/admin/components/ItemCard";
import { ListScreen } from "~/admin/components/ListScreen";
import { NEW_POST } from "~/admin/editor/new-post";
import { formatDate } from "~/admin/lib/dates";
import { useFeedback } from "~/admin/lib/feedback";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/blog")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.blog} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.blog.adminList.queryOptions()),
    ),
  component: BlogScreen,
  pendingComponent: BlogScreen,
});

type Post = Outputs["blog"]["adminList"][number];

/**
 * SPEC, admin blog: search, cards, delete with a confirmation. Writing and editing happen in the
 * full-screen editor (/admin/blog/new, /admin/blog/{id}).
 */
function BlogScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const canWrite = useCan("content:write");
  const preview = usePreview("post");
  const posts = useQuery(trpc.blog.adminList.queryOptions());
  const [search, setSearch] = useState("");
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Post | null>(null);
  // A save changes the list, the dashboard's figures and schedule, the item's history, and where
  // the library's images are used.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.blog.adminList.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.blog.revisions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.blog.revisionChanges.pathKey() }),
    ]);
  const remove = useMutation(
    trpc.blog.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_TOASTS.postDeleted);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_TOASTS.failed.deletePost),
    }),
  );

  const term = search.trim().toLowerCase();
  const shown = posts.data?.filter(
    (post) =>
      !term ||
      [post.title, post.excerpt ?? "", post.category ?? ""].some((text) => text.toLowerCase().includes(term)),
  );

  return (
    <ListScreen
      title={ADMIN_BLOG.heading}
      subtitle={ADMIN_BLOG.subheading}
      actions={
        canWrite ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void navigate({ to: "/blog/$id", params: { id: NEW_POST } })}
          >
            {ADMIN_BLOG.create}
          </Button>
        ) : null
      }
      search={{ label: ADMIN_BLOG.search, value: search, onChange: setSearch }}
      items={shown}
      error={posts.error}
      pending={posts.isPending}
      loadErrorTitle={ADMIN_TOASTS.loadFailed.posts}
      skeleton={{ count: ADMIN_BLOG.skeletonCount }}
      empty={{ title: ADMIN_BLOG.emptyTitle, hint: term ? ADMIN_BLOG.emptySearchHint : ADMIN_BLOG.emptyHint }}
      itemKey={(post) => post.id}
      renderItem={(post) => {
        const tags = visibleTags(post.tags, ADMIN_BLOG.maxTagsShown);
        return (
          <ItemCard
            title={post.title}
            badges={
              <>
                <ContentStatusBadge item={post} />
                {post.category ? (
                  <Chip size="small" color="primary" variant="outlined" label={post.category} />
                ) : null}
              </>
            }
            meta={`${ADMIN_BLOG.author} · ${ADMIN_COMMON.updated(formatDate(post.updatedAt))} · ${ADMIN_BLOG.tagCount(post.tags.length)}`}
            actions={
              <ContentActions
                title={post.title}
                viewHref={`/blog/${post.slug}`}
                onPreview={() => preview.open(post.id)}
                onEdit={
                  canWrite ? () => void navigate({ to: "/blog/$id", params: { id: post.id } }) : undefined
                }
                onDelete={canWrite ? () => setDeleting(post) : undefined}
              />
            }
          >
            {post.excerpt ? <Typography sx={{ mt: 1 }}>{post.excerpt}</Typography> : null}
            {post.tags.length > 0 ? (
              <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 1 }}>
                {tags.shown.map((tag, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a post may carry the same tag twice.
                  <Chip key={`${index}-${tag}`} size="small" label={tag} />
                ))}
                {tags.hidden > 0 ? (
                  <Chip size="small" variant="outlined" label={ADMIN_BLOG.moreTags(tags.hidden)} />
                ) : null}
              </Box>
            ) : null}
          </ItemCard>
        );
      }}
    >
      <ConfirmDialog
        open={deleting !== null}
        question={ADMIN_BLOG.deleteConfirm}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}
