import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import HistoryIcon from "@mui/icons-material/History";
import SendIcon from "@mui/icons-material/Send";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { ADMIN_COMMON, ADMIN_TITLES, ADMIN_WEBHOOK_TOASTS, ADMIN_WEBHOOKS } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { ItemCard } from "~/admin/components/ItemCard";
import { ListScreen } from "~/admin/components/ListScreen";
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

/** The webhooks that tell the company's other tools of new inquiries, published posts and more. */
function WebhooksScreen() {
  const moment = useCompanyClock();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
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
        <>
          {disabled.length > 0 ? (
            <Stack spacing={1} sx={{ mb: 2 }}>
              {disabled.map((webhook) => (
                <Alert key={webhook.id} severity="error">
                  {ADMIN_WEBHOOKS.disabledNotice(
                    webhookName(webhook),
                    moment(webhook.disabledAt ?? "", "short"),
                  )}
                </Alert>
              ))}
            </Stack>
          ) : null}
        </>
      }
      items={list.data}
      error={list.error}
      pending={list.isPending}
      loadErrorTitle={ADMIN_WEBHOOK_TOASTS.loadFailed}
      skeleton={{ count: ADMIN_WEBHOOKS.skeletonCount, height: 80 }}
      empty={{ title: ADMIN_WEBHOOKS.emptyTitle, hint: ADMIN_WEBHOOKS.emptyHint }}
      itemKey={(webhook) => webhook.id}
      renderItem={(webhook) => {
        const name = webhookName(webhook);
        return (
          <ItemCard
            title={name}
            muted={Boolean(webhook.disabledAt)}
            badges={
              <>
                {webhook.disabledAt ? (
                  <Chip size="small" color="error" label={ADMIN_WEBHOOKS.disabled} />
                ) : null}
                {!webhook.disabledAt && webhook.failingSince ? (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={ADMIN_WEBHOOKS.failingSince(moment(webhook.failingSince, "short"))}
                  />
                ) : null}
              </>
            }
            meta={
              <>
                {webhook.description ? `${webhook.url} · ` : ""}
                {webhook.events.map((event) => ADMIN_WEBHOOKS.eventLabels[event]).join(", ")}
              </>
            }
            actions={
              <>
                <IconButton
                  aria-label={ADMIN_WEBHOOKS.sendTestTo(name)}
                  title={ADMIN_WEBHOOKS.sendTest}
                  disabled={sendTest.isPending}
                  onClick={() => sendTest.mutate({ id: webhook.id })}
                >
                  <SendIcon />
                </IconButton>
                <IconButton
                  aria-label={ADMIN_WEBHOOKS.deliveriesOf(name)}
                  title={ADMIN_WEBHOOKS.deliveries}
                  onClick={() => setWatching(webhook)}
                >
                  <HistoryIcon />
                </IconButton>
                <IconButton aria-label={`${ADMIN_COMMON.edit} ${name}`} onClick={() => setEditing(webhook)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={`${ADMIN_COMMON.delete} ${name}`}
                  onClick={() => setDeleting(webhook)}
                >
                  <DeleteIcon />
                </IconButton>
              </>
            }
          />
        );
      }}
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
        question={ADMIN_WEBHOOKS.deleteConfirm}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
  );
}
