import AddIcon from "@mui/icons-material/Add";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import {
  ADMIN_COMMON,
  ADMIN_REDIRECT_TOASTS,
  ADMIN_REDIRECTS,
  ADMIN_TITLES,
  REDIRECT_STATUS_CODES,
  type RedirectStatusCode,
  redirectInput,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { AddOrEditDialog } from "~/admin/components/FormDialog";
import { ItemCard } from "~/admin/components/ItemCard";
import { ListScreen } from "~/admin/components/ListScreen";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { useFeedback } from "~/admin/lib/feedback";
import { useFormState, useSaveHandlers } from "~/admin/lib/form";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/redirects")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.redirects} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "redirects:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.redirects.list.queryOptions()),
    ),
  component: RedirectsScreen,
  pendingComponent: RedirectsScreen,
});

type Redirect = Outputs["redirects"]["list"][number];

/** Old addresses and where they send, with their hits: made by renames, or added here by hand. */
function RedirectsScreen() {
  const moment = useCompanyClock();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const list = useQuery(trpc.redirects.list.queryOptions());
  const [search, setSearch] = useState("");
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
  const term = search.trim().toLowerCase();
  const shown = list.data?.filter(
    (redirect) => !term || `${redirect.fromPath} ${redirect.toUrl}`.toLowerCase().includes(term),
  );

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
      items={shown}
      error={list.error}
      pending={list.isPending}
      loadErrorTitle={ADMIN_REDIRECT_TOASTS.loadFailed}
      skeleton={{ count: ADMIN_REDIRECTS.skeletonCount, height: 80 }}
      empty={{
        title: ADMIN_REDIRECTS.emptyTitle,
        hint: term ? ADMIN_REDIRECTS.emptySearchHint : ADMIN_REDIRECTS.emptyHint,
      }}
      itemKey={(redirect) => redirect.id}
      renderItem={(redirect) => (
        <ItemCard
          title={redirect.fromPath}
          badges={
            <>
              <Chip
                size="small"
                variant="outlined"
                label={
                  ADMIN_REDIRECTS.statusLabels[redirect.statusCode as RedirectStatusCode] ??
                  redirect.statusCode
                }
              />
              {redirect.automatic ? <Chip size="small" label={ADMIN_REDIRECTS.automatic} /> : null}
            </>
          }
          meta={
            <>
              <ArrowForwardIcon fontSize="inherit" sx={{ verticalAlign: "middle", mr: 0.5 }} />
              {redirect.toUrl} · {ADMIN_REDIRECTS.hits(redirect.hits)}
              {redirect.lastHitAt ? `, ${ADMIN_REDIRECTS.lastHit(moment(redirect.lastHitAt, "short"))}` : ""}
            </>
          }
          actions={
            <>
              <IconButton
                aria-label={`${ADMIN_COMMON.edit} ${redirect.fromPath}`}
                onClick={() => setEditing(redirect)}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                aria-label={`${ADMIN_COMMON.delete} ${redirect.fromPath}`}
                onClick={() => setDeleting(redirect)}
              >
                <DeleteIcon />
              </IconButton>
            </>
          }
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
        question={ADMIN_REDIRECTS.deleteConfirm}
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
