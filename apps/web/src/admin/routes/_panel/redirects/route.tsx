import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import {
  ADMIN_REDIRECT_TOASTS,
  ADMIN_REDIRECTS,
  ADMIN_TITLES,
  LIST_TABLE,
  REDIRECT_STATUS_CODES,
  REDIRECTS_TABLE,
  type RedirectStatusCode,
  redirectInput,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { FilterSelect } from "~/admin/components/FilterSelect";
import { AddOrEditDialog } from "~/admin/components/FormDialog";
import { ListScreen } from "~/admin/components/ListScreen";
import { RowActions } from "~/admin/components/RowActions";
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

const SORTS = ["from", "to", "hits"] as const;
type RedirectSort = (typeof SORTS)[number];
const FIRST_DIRECTION = { from: "asc", to: "asc", hits: "desc" } as const;
const ORIGINS = ["automatic", "manual"] as const;
type RedirectsView = ListView<RedirectSort> & { origin?: (typeof ORIGINS)[number] };

/** The list's search, order and origin filter, from the URL (see list-view). */
function redirectsView(search: Record<string, unknown>): RedirectsView {
  const view: RedirectsView = readListView(search, SORTS);
  const origin = pickOne(search.origin, ORIGINS);
  if (origin) view.origin = origin;
  return view;
}

export const Route = createFileRoute("/_panel/redirects")({
  validateSearch: redirectsView,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.redirects} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "redirects:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.redirects.list.queryOptions()),
    ),
  component: RedirectsScreen,
  pendingComponent: RedirectsScreen,
});

type Redirect = Outputs["redirects"]["list"][number];

/**
 * Old addresses and where they send, with their visits: made by renames, or added here by hand. A
 * table with its search, order and filter in the URL, and Edit and Delete in words on each row.
 */
function RedirectsScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const clock = useCompanyClock();
  const list = useQuery(trpc.redirects.list.queryOptions());
  const view = Route.useSearch();
  const navigate = Route.useNavigate();
  const setView = (change: Partial<RedirectsView>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }));
  const [editing, setEditing] = useState<Redirect | "new" | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.redirects.list.queryKey() });
  const remove = useMutation(
    trpc.redirects.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_REDIRECT_TOASTS.deleted);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_REDIRECT_TOASTS.failed.delete),
    }),
  );
  const sort = { by: view.sort ?? "from", direction: view.dir ?? FIRST_DIRECTION[view.sort ?? "from"] };
  const shown = list.data
    ? sortRows(
        list.data.filter(
          (redirect) =>
            matchesSearch(view.q, [redirect.fromPath, redirect.toUrl]) &&
            (!view.origin || redirect.automatic === (view.origin === "automatic")),
        ),
        sort.by,
        sort.direction,
        {
          from: (redirect) => redirect.fromPath,
          to: (redirect) => redirect.toUrl,
          hits: (redirect) => redirect.hits,
        },
      )
    : undefined;
  const columns = REDIRECTS_TABLE.columns;
  const table: DataColumn<Redirect, RedirectSort>[] = [
    {
      id: "from",
      header: columns.from,
      sort: "from",
      rowHeader: true,
      render: (redirect) => (
        <>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {redirect.fromPath}
          </Box>
          {redirect.automatic ? (
            <Chip size="small" variant="outlined" label={ADMIN_REDIRECTS.automatic} sx={{ ml: 1 }} />
          ) : null}
        </>
      ),
    },
    {
      id: "to",
      header: columns.to,
      sort: "to",
      render: (redirect) => <Box sx={{ overflowWrap: "anywhere" }}>{redirect.toUrl}</Box>,
    },
    {
      id: "type",
      header: columns.type,
      width: 140,
      render: (redirect) =>
        ADMIN_REDIRECTS.statusLabels[redirect.statusCode as RedirectStatusCode] ?? redirect.statusCode,
    },
    {
      id: "hits",
      header: columns.hits,
      sort: "hits",
      width: 190,
      render: (redirect) => (
        <>
          {ADMIN_REDIRECTS.hits(redirect.hits)}
          <Box sx={{ color: "text.secondary", typography: "body2" }}>
            {redirect.lastHitAt
              ? ADMIN_REDIRECTS.lastHit(clock(redirect.lastHitAt, "short"))
              : REDIRECTS_TABLE.neverHit}
          </Box>
        </>
      ),
    },
  ];

  return (
    <ListScreen
      title={ADMIN_REDIRECTS.heading}
      subtitle={ADMIN_REDIRECTS.subheading}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          {ADMIN_REDIRECTS.create}
        </Button>
      }
      search={{ label: ADMIN_REDIRECTS.search, value: search, onChange: setSearch }}
      filters={
        <FilterSelect
          label={REDIRECTS_TABLE.originFilter}
          allLabel={REDIRECTS_TABLE.allOrigins}
          value={view.origin}
          options={ORIGINS.map((origin) => ({ value: origin, label: REDIRECTS_TABLE.origins[origin] }))}
          onChange={(origin) => setView({ origin })}
        />
      }
      items={shown}
      error={list.error}
      pending={list.isPending}
      loadErrorTitle={ADMIN_REDIRECT_TOASTS.loadFailed}
      skeleton={{ count: ADMIN_REDIRECTS.skeletonCount, height: 80 }}
      empty={{
        title: ADMIN_REDIRECTS.emptyTitle,
        hint: view.q || view.origin ? LIST_TABLE.emptyFiltered : ADMIN_REDIRECTS.emptyHint,
      }}
      renderItems={(rows) => (
        <DataTable
          label={REDIRECTS_TABLE.label}
          columns={table}
          rows={rows}
          rowKey={(redirect) => redirect.id}
          sort={sort}
          onSort={(by, direction) =>
            setView(direction ? { sort: by, dir: direction } : nextSort(sort, by, FIRST_DIRECTION))
          }
          actions={(redirect) => (
            <RowActions
              name={redirect.fromPath}
              actions={[
                { label: LIST_TABLE.edit, icon: <EditIcon />, onClick: () => setEditing(redirect) },
                {
                  label: LIST_TABLE.delete,
                  icon: <DeleteIcon />,
                  onClick: () => setDeleting(redirect),
                  danger: true,
                },
              ]}
            />
          )}
        />
      )}
    >
      {editing ? (
        <RedirectDialog
          redirect={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? REDIRECTS_TABLE.deleteConfirm(deleting.fromPath) : ""}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}

function RedirectDialog({
  redirect,
  onClose,
  onSaved,
}: {
  redirect: Redirect | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const leavesSite = useCan("redirects:offsite");
  const form = useFormState(() => ({
    fromPath: redirect?.fromPath ?? "",
    toUrl: redirect?.toUrl ?? "",
    statusCode: (redirect?.statusCode ?? 301) as RedirectStatusCode,
  }));
  // A taken address or a loop is said where it is fixed: under the new address.
  const { done, failed } = useSaveHandlers({
    setErrors: form.setErrors,
    onClose,
    onSaved,
    conflictField: "toUrl",
  });
  const create = useMutation(
    trpc.redirects.create.mutationOptions({
      onSuccess: done(ADMIN_REDIRECT_TOASTS.created),
      onError: failed(ADMIN_REDIRECT_TOASTS.failed.create),
    }),
  );
  const update = useMutation(
    trpc.redirects.update.mutationOptions({
      onSuccess: done(ADMIN_REDIRECT_TOASTS.updated),
      onError: failed(ADMIN_REDIRECT_TOASTS.failed.update),
    }),
  );
  const { values, errors, set } = form;

  function submit() {
    const input = form.check(redirectInput, values);
    if (!input) return;
    if (redirect) update.mutate({ ...input, id: redirect.id });
    else create.mutate(input);
  }

  return (
    <AddOrEditDialog
      editing={redirect !== null}
      titles={ADMIN_REDIRECTS}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={ADMIN_REDIRECTS.fields.fromPath}
        value={values.fromPath}
        onChange={(event) => set("fromPath", event.target.value)}
        error={Boolean(errors.fromPath)}
        helperText={errors.fromPath ?? ADMIN_REDIRECTS.fromHint}
        placeholder="/old-page"
        autoFocus
      />
      <TextField
        label={ADMIN_REDIRECTS.fields.toUrl}
        value={values.toUrl}
        onChange={(event) => set("toUrl", event.target.value)}
        error={Boolean(errors.toUrl)}
        helperText={errors.toUrl ?? (leavesSite ? ADMIN_REDIRECTS.toHint : ADMIN_REDIRECTS.toHintOnSite)}
        placeholder="/new-page"
      />
      <TextField
        select
        label={ADMIN_REDIRECTS.fields.statusCode}
        value={values.statusCode}
        onChange={(event) => set("statusCode", Number(event.target.value) as RedirectStatusCode)}
      >
        {REDIRECT_STATUS_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {ADMIN_REDIRECTS.statusLabels[code]}
          </MenuItem>
        ))}
      </TextField>
    </AddOrEditDialog>
  );
}
