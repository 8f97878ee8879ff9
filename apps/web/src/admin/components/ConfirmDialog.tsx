import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import { ADMIN_COMMON } from "@staffing/shared";

/** Asks before something that cannot be undone (SPEC: the delete confirmations). */
export function ConfirmDialog({
  open,
  question,
  confirmLabel = ADMIN_COMMON.delete,
  pending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-label={confirmLabel}
      aria-describedby="confirm-question"
      maxWidth="xs"
      fullWidth
    >
      <DialogContent>
        <DialogContentText id="confirm-question">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{ADMIN_COMMON.cancel}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
