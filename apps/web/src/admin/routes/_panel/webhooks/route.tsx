import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import HistoryIcon from "@mui/icons-material/History";
import SendIcon from "@mui/icons-material/Send";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import {
  ADMIN_TITLES,
  ADMIN_WEBHOOK_TOASTS,
  ADMIN_WEBHOOKS,
  LIST_TABLE,
  WEBHOOKS_TABLE,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { ListScreen } from "~/admin/components/ListScreen";
import { RowActions } from "~/admin/components/RowActions";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { useFeedback } from "~/admin/lib/feedback";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { useTRPC } from "~/admin/lib/trpc";
import { DeliveriesDialog } from "./-components/DeliveriesDialog";
import { EdgePurgesCard } from "./-components/EdgePurgesCard";
import { SecretDialog } from "./-components/SecretDialog";
import { type Webhook, WebhookDialog, webhookName } from "./-components/WebhookDialog";

export const Route = createFileRoute("/_panel/webhooks")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.webhooks} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "webhooks:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.webhooks.list.queryOptions()),
    ),
  component: WebhooksScreen,
  pendingComponent: WebhooksScreen,
});

/**
 * The webhooks that tell the company's other tools of new inquiries, published posts and more: a
 * table (a company has a handful, so no search), each row with Edit and a menu of its other actions.
 */
function WebhooksScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const clock = useCompanyClock();
  const list = useQuery(trpc.webhooks.list.queryOptions());
  const [editing, setEditing] = useState<Webhook | "new" | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
  const remove = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_WEBHOOK_TOASTS.deleted);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_WEBHOOK_TOASTS.failed.delete),
    }),
  );
  const sendTest = useMutation(
    trpc.webhooks.sendTest.mutationOptions({
      onSuccess: async (_answer, { id }) => {
        feedback.success(ADMIN_WEBHOOK_TOASTS.testQueued);
        await queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.queryKey({ id }) });
      },
      onError: (error) => feedback.failure(error, ADMIN_WEBHOOK_TOASTS.failed.test),
    }),
  );
  const disabled = list.data?.filter((webhook) => webhook.disabledAt) ?? [];
  const columns = WEBHOOKS_TABLE.columns;
  const table: DataColumn<Webhook, never>[] = [
    {
      id: "name",
      header: columns.name,
      rowHeader: true,
      render: (webhook) => (
        <>
          <Box sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{webhookName(webhook)}</Box>
          {webhook.description ? (
            <Box sx={{ color: "text.secondary", typography: "body2", overflowWrap: "anywhere" }}>
              {webhook.url}
            </Box>
          ) : null}
        </>
      ),
    },
    {
      id: "events",
      header: columns.events,
      render: (webhook) => webhook.events.map((event) => ADMIN_WEBHOOKS.eventLabels[event]).join(", "),
    },
    {
      id: "state",
      header: columns.state,
      width: 200,
      render: (webhook) =>
        webhook.disabledAt ? (
          <Chip size="small" color="error" label={ADMIN_WEBHOOKS.disabled} />
        ) : webhook.failingSince ? (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={ADMIN_WEBHOOKS.failingSince(clock(webhook.failingSince, "short"))}
          />
        ) : (
          <Chip size="small" color="success" variant="outlined" label={WEBHOOKS_TABLE.active} />
        ),
    },
  ];

  return (
    <ListScreen
      title={ADMIN_WEBHOOKS.heading}
      subtitle={ADMIN_WEBHOOKS.subheading}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          {ADMIN_WEBHOOKS.create}
        </Button>
      }
      before={
        disabled.length > 0 ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            {disabled.map((webhook) => (
              <Alert key={webhook.id} severity="error">
                {ADMIN_WEBHOOKS.disabledNotice(
                  webhookName(webhook),
                  clock(webhook.disabledAt ?? "", "short"),
                )}
              </Alert>
            ))}
          </Stack>
        ) : null
      }
      items={list.data}
      error={list.error}
      pending={list.isPending}
      loadErrorTitle={ADMIN_WEBHOOK_TOASTS.loadFailed}
      skeleton={{ count: ADMIN_WEBHOOKS.skeletonCount, height: 80 }}
      empty={{ title: ADMIN_WEBHOOKS.emptyTitle, hint: ADMIN_WEBHOOKS.emptyHint }}
      renderItems={(rows) => (
        <DataTable
          label={WEBHOOKS_TABLE.label}
          columns={table}
          rows={rows}
          rowKey={(webhook) => webhook.id}
          muted={(webhook) => Boolean(webhook.disabledAt)}
          actions={(webhook) => (
            <RowActions
              name={webhookName(webhook)}
              actions={[
                { label: LIST_TABLE.edit, icon: <EditIcon />, onClick: () => setEditing(webhook) },
                {
                  label: ADMIN_WEBHOOKS.sendTest,
                  icon: <SendIcon />,
                  onClick: () => sendTest.mutate({ id: webhook.id }),
                  disabled: sendTest.isPending,
                },
                {
                  label: ADMIN_WEBHOOKS.deliveries,
                  icon: <HistoryIcon />,
                  onClick: () => setWatching(webhook),
                },
                {
                  label: LIST_TABLE.delete,
                  icon: <DeleteIcon />,
                  onClick: () => setDeleting(webhook),
                  danger: true,
                },
              ]}
            />
          )}
        />
      )}
    >
      {/* The edge's purge log, below the webhooks: an admin's, as webhooks are (DESIGN.md's role table). */}
      <EdgePurgesCard />
      {editing ? (
        <WebhookDialog
          webhook={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
          onCreated={setSecret}
        />
      ) : null}
      {secret ? <SecretDialog secret={secret} onClose={() => setSecret(null)} /> : null}
      {watching ? <DeliveriesDialog webhook={watching} onClose={() => setWatching(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? WEBHOOKS_TABLE.deleteConfirm(webhookName(deleting)) : ""}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}
