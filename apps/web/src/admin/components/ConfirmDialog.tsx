import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import { ADMIN_COMMON } from "@staffing/shared";
import { useId, useRef } from "react";

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
  const questionId = useId();
  // The question stays while the dialog fades out, though the screen has already let its item go.
  const shown = useRef(question);
  if (open && question) shown.current = question;
  // The dialog is named by its question (MUI gives the name to the element with role="dialog").
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={questionId} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id={questionId}>{open ? question : shown.current}</DialogContentText>
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
