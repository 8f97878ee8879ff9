import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import useMediaQuery from "@mui/material/useMediaQuery";
import { ADMIN_COMMON } from "@staffing/shared";
import { type ComponentProps, type FormEvent, type ReactNode, useId } from "react";

/** A create or edit dialog: full screen on phones, submit disabled while the change is pending. */
export function FormDialog({
  open,
  title,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
  secondaryActions,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  /** Left of Cancel: actions on the item itself (its preview). */
  secondaryActions?: ReactNode;
}) {
  const id = useId();
  const phone = useMediaQuery("(max-width:599.95px)", { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
    >
      <form
        noValidate
        // A flex column like the dialog's paper: the title and the buttons stay put, the fields scroll.
        style={{ display: "flex", flexDirection: "column", minHeight: 0 }}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          {secondaryActions ? <Box sx={{ mr: "auto" }}>{secondaryActions}</Box> : null}
          <Button onClick={onClose}>{ADMIN_COMMON.cancel}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? ADMIN_COMMON.saving : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The dialog that adds an item or edits one: 'Add …' and Create, or 'Edit …' and Update. */
export function AddOrEditDialog({
  editing,
  titles,
  ...dialog
}: Omit<ComponentProps<typeof FormDialog>, "open" | "title" | "submitLabel"> & {
  editing: boolean;
  titles: { createTitle: string; editTitle: string };
}) {
  return (
    <FormDialog
      open
      title={editing ? titles.editTitle : titles.createTitle}
      submitLabel={editing ? ADMIN_COMMON.update : ADMIN_COMMON.create}
      {...dialog}
    />
  );
}
