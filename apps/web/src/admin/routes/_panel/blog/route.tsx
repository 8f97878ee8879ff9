import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import {
  ADMIN_BLOG,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  BLOG_CATEGORIES,
  CONTENT_STATUS,
  LIST_TABLE,
  POSTS_TABLE,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { ContentRowActions } from "~/admin/components/content/ContentRowActions";
import { ContentStatusCell } from "~/admin/components/content/ContentStatusCell";
import {
  CONTENT_STATE_RANK,
  CONTENT_STATES,
  type ContentState,
  contentState,
} from "~/admin/components/content/content-state";
import { usePreview } from "~/admin/components/content/usePreview";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { FilterSelect } from "~/admin/components/FilterSelect";
import { ListScreen } from "~/admin/components/ListScreen";
import { NEW_POST } from "~/admin/editor/new-post";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { useFeedback } from "~/admin/lib/feedback";
import {
  type ListView,
  matchesSearch,
  nextSort,
  pickOne,
  readListView,
  sortRows,
  useSearchText,
} from "~/admin/lib/list-view";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

const SORTS = ["title", "status", "updated"] as const;
type PostSort = (typeof SORTS)[number];
const FIRST_DIRECTION = { title: "asc", status: "asc", updated: "desc" } as const;
type PostsView = ListView<PostSort> & { status?: ContentState; category?: string };

/** The list's search, order, status and category, from the URL (see list-view). */
function postsView(search: Record<string, unknown>): PostsView {
  const view: PostsView = readListView(search, SORTS);
  const status = pickOne(search.status, CONTENT_STATES);
  if (status) view.status = status;
  const category = pickOne(search.category, BLOG_CATEGORIES);
  if (category) view.category = category;
  return view;
}

export const Route = createFileRoute("/_panel/blog")({
  validateSearch: postsView,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.blog} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "content:read", () =>
      Promise.all([
        context.queryClient.ensureQueryData(context.trpc.blog.adminList.queryOptions()),
        context.queryClient.ensureQueryData(context.trpc.people.list.queryOptions()),
      ]),
    ),
  component: BlogScreen,
  pendingComponent: BlogScreen,
});

type Post = Outputs["blog"]["adminList"][number];

/**
 * SPEC, admin blog, as a table (issue 29, point 8): search, status and category filters and sortable
 * columns, all kept in the URL; labelled actions per row. Writing and editing happen in the
 * full-screen editor (/admin/blog/new, /admin/blog/{id}).
 */
function BlogScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const canWrite = useCan("content:write");
  const preview = usePreview("post");
  const clock = useCompanyClock();
  const posts = useQuery(trpc.blog.adminList.queryOptions());
  // A post's author is a person of People; without one it is the company's.
  const people = useQuery(trpc.people.list.queryOptions());
  const company = useQuery(trpc.site.profile.queryOptions()).data?.name ?? POSTS_TABLE.companyAuthor;
  const authorOf = (post: Post) =>
    people.data?.find((person) => person.id === post.authorId)?.name ?? (post.authorId ? "" : company);
  const view = Route.useSearch();
  const navigate = useNavigate();
  const navigateView = Route.useNavigate();
  const setView = (change: Partial<PostsView>) =>
    void navigateView({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }));
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
      queryClient.invalidateQueries({ queryKey: trpc.people.list.queryKey() }),
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

  const sort = { by: view.sort ?? "updated", direction: view.dir ?? FIRST_DIRECTION[view.sort ?? "updated"] };
  const filtered = Boolean(view.q || view.status || view.category);
  const shown = posts.data
    ? sortRows(
        posts.data.filter(
          (post) =>
            matchesSearch(view.q, [post.title, `/blog/${post.slug}`, post.category, authorOf(post)]) &&
            (!view.status || contentState(post) === view.status) &&
            (!view.category || post.category === view.category),
        ),
        sort.by,
        sort.direction,
        {
          title: (post) => post.title,
          status: (post) => CONTENT_STATE_RANK[contentState(post)],
          updated: (post) => new Date(post.updatedAt).getTime(),
        },
      )
    : undefined;
  const columns = POSTS_TABLE.columns;
  const table: DataColumn<Post, PostSort>[] = [
    {
      id: "title",
      header: columns.title,
      sort: "title",
      rowHeader: true,
      render: (post) => (
        <>
          <Box sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{post.title}</Box>
          <Box sx={{ color: "text.secondary", typography: "body2", overflowWrap: "anywhere" }}>
            {`/blog/${post.slug}`}
          </Box>
          <Box sx={{ color: "text.secondary", typography: "body2" }}>
            {post.category ?? POSTS_TABLE.noCategory}
          </Box>
        </>
      ),
    },
    {
      id: "author",
      header: columns.author,
      width: 150,
      render: authorOf,
    },
    {
      id: "status",
      header: columns.status,
      sort: "status",
      width: 170,
      render: (post) => <ContentStatusCell item={post} />,
    },
    {
      id: "updated",
      header: columns.updated,
      sort: "updated",
      width: 150,
      render: (post) => clock(post.updatedAt, "short"),
    },
  ];

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
      filters={
        <>
          <FilterSelect
            label={CONTENT_STATUS.filterLabel}
            allLabel={CONTENT_STATUS.all}
            value={view.status}
            options={CONTENT_STATES.map((state) => ({ value: state, label: CONTENT_STATUS.labels[state] }))}
            onChange={(status) => setView({ status })}
          />
          <FilterSelect
            label={POSTS_TABLE.categoryFilter}
            allLabel={POSTS_TABLE.allCategories}
            value={view.category}
            options={BLOG_CATEGORIES.map((category) => ({ value: category, label: category }))}
            onChange={(category) => setView({ category })}
          />
        </>
      }
      items={shown}
      error={posts.error}
      pending={posts.isPending}
      loadErrorTitle={ADMIN_TOASTS.loadFailed.posts}
      skeleton={{ count: ADMIN_BLOG.skeletonCount }}
      empty={{
        title: ADMIN_BLOG.emptyTitle,
        hint: filtered ? LIST_TABLE.emptyFiltered : ADMIN_BLOG.emptyHint,
      }}
      renderItems={(rows) => (
        <DataTable
          label={POSTS_TABLE.label}
          columns={table}
          rows={rows}
          rowKey={(post) => post.id}
          sort={sort}
          onSort={(by, direction) =>
            setView(direction ? { sort: by, dir: direction } : nextSort(sort, by, FIRST_DIRECTION))
          }
          actions={(post) => (
            <ContentRowActions
              title={post.title}
              viewHref={`/blog/${post.slug}`}
              onPreview={() => preview.open(post.id)}
              onEdit={
                canWrite ? () => void navigate({ to: "/blog/$id", params: { id: post.id } }) : undefined
              }
              onDelete={canWrite ? () => setDeleting(post) : undefined}
            />
          )}
        />
      )}
    >
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? POSTS_TABLE.deleteConfirm(deleting.title) : ""}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}
