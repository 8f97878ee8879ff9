import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { ADMIN_COMMON, ADMIN_MEDIA, ADMIN_MEDIA_TOASTS, mediaAltUpdate } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { DefinitionItem, DefinitionList } from "~/admin/components/DefinitionItem";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { errorMessage, useFeedback } from "~/admin/lib/feedback";
import { fieldErrorsOf } from "~/admin/lib/form";
import { useTRPC } from "~/admin/lib/trpc";

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One image: a preview, its alt text (editable), its facts, where it is used, and Delete while unused. */
export function MediaDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const moment = useCompanyClock();
  const titleId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const phone = useMediaQuery("(max-width:599.95px)", { noSsr: true });
  const details = useQuery(trpc.media.details.queryOptions({ id }));
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (details.data) setAlt(details.data.alt ?? "");
  }, [details.data]);

  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() });
  const update = useMutation(
    trpc.media.update.mutationOptions({
      onSuccess: async () => {
        feedback.success(ADMIN_MEDIA_TOASTS.updated);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_MEDIA_TOASTS.failed.update),
    }),
  );
  const remove = useMutation(
    trpc.media.delete.mutationOptions({
      onSuccess: async () => {
        feedback.success(ADMIN_MEDIA_TOASTS.deleted);
        onClose();
        await refetch();
      },
      onError: (error) => {
        setConfirming(false);
        feedback.failure(error, ADMIN_MEDIA_TOASTS.failed.delete);
      },
    }),
  );
  const item = details.data;

  const saveAlt = () => {
    const parsed = mediaAltUpdate.safeParse({ id, alt });
    if (!parsed.success) {
      setAltError(fieldErrorsOf(parsed.error).alt);
      return;
    }
    setAltError(undefined);
    update.mutate(parsed.data);
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{ADMIN_MEDIA.detailsTitle}</DialogTitle>
      <DialogContent dividers>
        {details.error ? (
          <Alert severity="error">{errorMessage(details.error, ADMIN_MEDIA_TOASTS.loadFailed)}</Alert>
        ) : !item ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
            <Box
              component="img"
              src={item.variants.at(-1)?.url ?? item.url}
              alt={item.alt ?? ""}
              sx={{
                width: { xs: "100%", md: 320 },
                height: "auto",
                alignSelf: "flex-start",
                borderRadius: 1,
                border: 1,
                borderColor: "divider",
              }}
            />
            <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box
                component="form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  saveAlt();
                }}
                sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}
              >
                <TextField
                  label={ADMIN_MEDIA.fields.alt}
                  value={alt}
                  onChange={(event) => {
                    setAlt(event.target.value);
                    setAltError(undefined);
                  }}
                  error={Boolean(altError)}
                  helperText={altError ?? ADMIN_MEDIA.altHint}
                  fullWidth
                />
                <Button type="submit" variant="outlined" disabled={update.isPending} sx={{ mt: 1 }}>
                  {ADMIN_COMMON.save}
                </Button>
              </Box>
              <DefinitionList>
                <DefinitionItem term={ADMIN_MEDIA.fields.fileName}>{item.fileName}</DefinitionItem>
                <DefinitionItem
                  term={ADMIN_MEDIA.fields.dimensions}
                >{`${item.width} × ${item.height}`}</DefinitionItem>
                <DefinitionItem term={ADMIN_MEDIA.fields.size}>{kilobytes(item.size)}</DefinitionItem>
                <DefinitionItem term={ADMIN_MEDIA.fields.type}>{item.mimeType}</DefinitionItem>
                <DefinitionItem term={ADMIN_MEDIA.fields.uploaded}>
                  <time dateTime={item.createdAt}>{moment(item.createdAt, "short")}</time>
                </DefinitionItem>
                <DefinitionItem term={ADMIN_MEDIA.fields.address}>
                  <code>{item.url}</code>
                </DefinitionItem>
                <DefinitionItem term={ADMIN_MEDIA.fields.usedIn}>
                  {item.usage.length === 0 ? (
                    ADMIN_MEDIA.notUsed
                  ) : (
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {item.usage.map((use) => (
                        <li key={`${use.kind}-${use.id}`}>
                          {ADMIN_MEDIA.usageKinds[use.kind]}: {use.title}
                        </li>
                      ))}
                    </Box>
                  )}
                </DefinitionItem>
              </DefinitionList>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {/* An image still shown somewhere cannot be deleted (the server says 409): not offered. */}
        {item && item.usage.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mr: "auto", px: 1 }}>
            {ADMIN_MEDIA.inUseNoDelete}
          </Typography>
        ) : (
          <Button color="error" onClick={() => setConfirming(true)} disabled={!item} sx={{ mr: "auto" }}>
            {ADMIN_COMMON.delete}
          </Button>
        )}
        <Button onClick={onClose}>{ADMIN_COMMON.close}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        question={item ? ADMIN_MEDIA.deleteConfirm(item.fileName) : ""}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ id })}
      />
    </Dialog>
  );
}
