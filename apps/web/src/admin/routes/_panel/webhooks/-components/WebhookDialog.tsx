import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import TextField from "@mui/material/TextField";
import {
  ADMIN_WEBHOOK_TOASTS,
  ADMIN_WEBHOOKS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  webhookInput,
} from "@staffing/shared";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { AddOrEditDialog } from "~/admin/components/FormDialog";
import { useFormState, useSaveHandlers } from "~/admin/lib/form";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export type Webhook = Outputs["webhooks"]["list"][number];

/** What the screen calls a webhook: its description, else its address. */
export const webhookName = (webhook: Pick<Webhook, "description" | "url">) =>
  webhook.description ?? webhook.url;

/** Adds or edits a webhook; a new one's secret goes to `onCreated`, to be shown once. */
export function WebhookDialog({
  webhook,
  onClose,
  onSaved,
  onCreated,
}: {
  webhook: Webhook | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
  onCreated: (secret: string) => void;
}) {
  const trpc = useTRPC();
  const eventsId = useId();
  const form = useFormState(() => ({
    url: webhook?.url ?? "",
    description: webhook?.description ?? "",
    events: (webhook?.events ?? []) as WebhookEvent[],
    enable: false,
  }));
  const { done, failed } = useSaveHandlers({ setErrors: form.setErrors, onClose, onSaved });
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: async (created) => {
        onCreated(created.secret);
        await done(ADMIN_WEBHOOK_TOASTS.created)();
      },
      onError: failed(ADMIN_WEBHOOK_TOASTS.failed.create),
    }),
  );
  const update = useMutation(
    trpc.webhooks.update.mutationOptions({
      onSuccess: done(ADMIN_WEBHOOK_TOASTS.updated),
      onError: failed(ADMIN_WEBHOOK_TOASTS.failed.update),
    }),
  );
  const { values, errors, set } = form;

  function toggle(event: WebhookEvent, on: boolean) {
    set("events", on ? [...values.events, event] : values.events.filter((chosen) => chosen !== event));
  }

  function submit() {
    const input = form.check(webhookInput, values);
    if (!input) return;
    if (webhook) update.mutate({ ...input, id: webhook.id, ...(values.enable && { enabled: true }) });
    else create.mutate(input);
  }

  return (
    <AddOrEditDialog
      editing={webhook !== null}
      titles={ADMIN_WEBHOOKS}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={ADMIN_WEBHOOKS.fields.url}
        value={values.url}
        onChange={(event) => set("url", event.target.value)}
        error={Boolean(errors.url)}
        helperText={errors.url ?? ADMIN_WEBHOOKS.urlHint}
        placeholder="https://crm.example.com/hooks/website"
        type="url"
        autoFocus
      />
      <TextField
        label={ADMIN_WEBHOOKS.fields.description}
        value={values.description}
        onChange={(event) => set("description", event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description ?? ADMIN_WEBHOOKS.descriptionHint}
      />
      <FormControl component="fieldset" error={Boolean(errors.events)}>
        <FormLabel component="legend" id={eventsId}>
          {ADMIN_WEBHOOKS.fields.events}
        </FormLabel>
        <FormGroup>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={
                <Checkbox
                  checked={values.events.includes(event)}
                  onChange={(change) => toggle(event, change.target.checked)}
                  slotProps={{ input: { "aria-invalid": Boolean(errors.events) } }}
                />
              }
              label={`${ADMIN_WEBHOOKS.eventLabels[event]} (${event})`}
            />
          ))}
        </FormGroup>
        {errors.events ? <FormHelperText>{errors.events}</FormHelperText> : null}
      </FormControl>
      {webhook?.disabledAt ? (
        <FormControl>
          <FormControlLabel
            control={
              <Checkbox checked={values.enable} onChange={(change) => set("enable", change.target.checked)} />
            }
            label={ADMIN_WEBHOOKS.fields.enable}
          />
          <FormHelperText>{ADMIN_WEBHOOKS.enableHint}</FormHelperText>
        </FormControl>
      ) : null}
    </AddOrEditDialog>
  );
}
