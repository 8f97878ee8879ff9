import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import {
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  CONTENT_STATUS,
  LIST_TABLE,
  PAGES_TABLE,
  pageInput,
  pagePath,
  slugify,
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
import { FormDialog } from "~/admin/components/FormDialog";
import { ListScreen } from "~/admin/components/ListScreen";
import { newSection } from "~/admin/editor/schema-form/field-specs";
import { sectionSpec } from "~/admin/editor/sections/section-specs";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { useFeedback } from "~/admin/lib/feedback";
import { useFormState, useSaveHandlers } from "~/admin/lib/form";
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
type PageSort = (typeof SORTS)[number];
const FIRST_DIRECTION = { title: "asc", status: "asc", updated: "desc" } as const;
type PagesView = ListView<PageSort> & { status?: ContentState };

/** The list's search, order and status filter, from the URL (see list-view). */
function pagesView(search: Record<string, unknown>): PagesView {
  const view: PagesView = readListView(search, SORTS);
  const status = pickOne(search.status, CONTENT_STATES);
  if (status) view.status = status;
  return view;
}

export const Route = createFileRoute("/_panel/pages")({
  validateSearch: pagesView,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.pages} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.pages.list.queryOptions()),
    ),
  component: PagesScreen,
  pendingComponent: PagesScreen,
});

type Page = Outputs["pages"]["list"][number];

/**
 * SPEC, admin pages, as a table (issue 29, point 8): search, a status filter and sortable columns,
 * all kept in the URL; the create dialog; labelled actions per row. Editing opens the full-screen
 * editor (/admin/pages/{id}). A system page offers no Delete: the server would refuse it.
 */
function PagesScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const canWrite = useCan("content:write");
  const preview = usePreview("page");
  const clock = useCompanyClock();
  const pages = useQuery(trpc.pages.list.queryOptions());
  const view = Route.useSearch();
  const navigate = useNavigate();
  const navigateView = Route.useNavigate();
  const setView = (change: Partial<PagesView>) =>
    void navigateView({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Page | null>(null);
  // A save changes the list, the dashboard's figures and schedule, the item's history, and where
  // the library's images are used.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.pages.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pages.revisions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pages.revisionChanges.pathKey() }),
    ]);
  const remove = useMutation(
    trpc.pages.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_TOASTS.pageDeleted);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_TOASTS.failed.deletePage),
    }),
  );

  const sort = { by: view.sort ?? "updated", direction: view.dir ?? FIRST_DIRECTION[view.sort ?? "updated"] };
  const filtered = Boolean(view.q || view.status);
  const shown = pages.data
    ? sortRows(
        pages.data.filter(
          (page) =>
            matchesSearch(view.q, [page.title, pagePath(page.slug)]) &&
            (!view.status || contentState(page) === view.status),
        ),
        sort.by,
        sort.direction,
        {
          title: (page) => page.title,
          status: (page) => CONTENT_STATE_RANK[contentState(page)],
          updated: (page) => new Date(page.updatedAt).getTime(),
        },
      )
    : undefined;
  const columns = PAGES_TABLE.columns;
  const table: DataColumn<Page, PageSort>[] = [
    {
      id: "title",
      header: columns.title,
      sort: "title",
      rowHeader: true,
      render: (page) => (
        <>
          <Box sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{page.title}</Box>
          <Box
            component="span"
            sx={{ color: "text.secondary", typography: "body2", overflowWrap: "anywhere" }}
          >
            {pagePath(page.slug)}
          </Box>
          {page.system ? (
            <Chip
              size="small"
              variant="outlined"
              label={PAGES_TABLE.systemPage}
              title={PAGES_TABLE.systemPageHint}
              sx={{ ml: 1 }}
            />
          ) : null}
        </>
      ),
    },
    {
      id: "status",
      header: columns.status,
      sort: "status",
      width: 190,
      render: (page) => <ContentStatusCell item={page} />,
    },
    {
      id: "updated",
      header: columns.updated,
      sort: "updated",
      width: 160,
      render: (page) => clock(page.updatedAt, "short"),
    },
  ];

  return (
    <ListScreen
      title={ADMIN_PAGES.heading}
      subtitle={ADMIN_PAGES.subheading}
      actions={
        canWrite ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {ADMIN_PAGES.create}
          </Button>
        ) : null
      }
      search={{ label: ADMIN_PAGES.search, value: search, onChange: setSearch }}
      filters={
        <FilterSelect
          label={CONTENT_STATUS.filterLabel}
          allLabel={CONTENT_STATUS.all}
          value={view.status}
          options={CONTENT_STATES.map((state) => ({ value: state, label: CONTENT_STATUS.labels[state] }))}
          onChange={(status) => setView({ status })}
        />
      }
      items={shown}
      error={pages.error}
      pending={pages.isPending}
      loadErrorTitle={ADMIN_TOASTS.loadFailed.pages}
      skeleton={{ count: ADMIN_PAGES.skeletonCount }}
      empty={{
        title: ADMIN_PAGES.emptyTitle,
        hint: filtered ? LIST_TABLE.emptyFiltered : ADMIN_PAGES.emptyHint,
      }}
      renderItems={(rows) => (
        <DataTable
          label={PAGES_TABLE.label}
          columns={table}
          rows={rows}
          rowKey={(page) => page.id}
          sort={sort}
          onSort={(by, direction) =>
            setView(direction ? { sort: by, dir: direction } : nextSort(sort, by, FIRST_DIRECTION))
          }
          actions={(page) => (
            <ContentRowActions
              title={page.title}
              viewHref={pagePath(page.slug)}
              onPreview={() => preview.open(page.id)}
              onEdit={
                canWrite ? () => void navigate({ to: "/pages/$id", params: { id: page.id } }) : undefined
              }
              onDelete={canWrite && !page.system ? () => setDeleting(page) : undefined}
            />
          )}
        />
      )}
    >
      {creating ? <CreatePageDialog onClose={() => setCreating(false)} onCreated={refetch} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? PAGES_TABLE.deleteConfirm(deleting.title) : ""}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}

/**
 * 'Create Page': a title and a slug (filled from the title), then the page opens in the editor. It
 * starts as a draft with a hero band that carries its title and a rich-text section to write in.
 */
function CreatePageDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useFormState(() => ({ title: "", slug: "" }));
  const { done, failed } = useSaveHandlers({
    setErrors: form.setErrors,
    onClose,
    onSaved: onCreated,
    conflictField: "slug",
  });
  const create = useMutation(
    trpc.pages.create.mutationOptions({
      onSuccess: async (page) => {
        await done(ADMIN_TOASTS.pageCreated)();
        await navigate({ to: "/pages/$id", params: { id: page.id } });
      },
      onError: failed(ADMIN_TOASTS.failed.createPage),
    }),
  );
  const { values, errors, set } = form;

  function submit() {
    const input = form.check(pageInput, { ...values, sections: firstSections(values.title) });
    if (input) create.mutate({ ...input, publishedAt: null });
  }

  return (
    <FormDialog
      open
      title={ADMIN_PAGES.createTitle}
      submitLabel={ADMIN_COMMON.create}
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={ADMIN_PAGES.fields.title}
        value={values.title}
        onChange={(event) => {
          set("title", event.target.value);
          set("slug", slugify(event.target.value));
        }}
        error={Boolean(errors.title)}
        helperText={errors.title}
        autoFocus
      />
      <TextField
        label={ADMIN_PAGES.fields.slug}
        value={values.slug}
        onChange={(event) => set("slug", event.target.value)}
        error={Boolean(errors.slug)}
        helperText={errors.slug}
      />
    </FormDialog>
  );
}

/** A new page's sections: the marketing template's hero band with its title, then text to write. */
function firstSections(title: string) {
  const hero = sectionSpec("hero");
  const richText = sectionSpec("richText");
  return [
    ...(hero ? [{ ...newSection(hero), heading: title.trim() }] : []),
    ...(richText ? [newSection(richText)] : []),
  ];
}
