import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { ADMIN_WEBHOOKS } from "@staffing/shared";
import { useId } from "react";
import { useFeedback } from "~/admin/lib/feedback";

/** A new webhook's signing secret, shown this once: the server never answers it again. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const id = useId();
  const feedback = useFeedback();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{ADMIN_WEBHOOKS.secretTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {ADMIN_WEBHOOKS.secretText}
        </DialogContentText>
        <TextField
          label={ADMIN_WEBHOOKS.secretLabel}
          value={secret}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: "monospace" } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={async () => {
            await navigator.clipboard?.writeText(secret).catch(() => {});
            feedback.success(ADMIN_WEBHOOKS.secretCopied);
          }}
        >
          {ADMIN_WEBHOOKS.copySecret}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {ADMIN_WEBHOOKS.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
