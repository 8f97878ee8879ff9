import DeleteIcon from "@mui/icons-material/Delete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  ADMIN_COMMON,
  ADMIN_INQUIRIES,
  ADMIN_INQUIRY_ATTRIBUTION,
  ADMIN_INQUIRY_DELETE,
} from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { AttributionSummary } from "~/admin/components/AttributionSummary";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { DefinitionItem, DefinitionList } from "~/admin/components/DefinitionItem";
import { type Inquiry, InquiryStatusSelect } from "~/admin/components/InquiryStatusSelect";
import { serviceLabel } from "~/admin/components/inquiry-service";
import { formatDateTime } from "~/admin/lib/dates";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/** SPEC, admin inquiries: the 'Inquiry Details' dialog, the whole message and the status selector. */
export function InquiryDetailsDialog({
  inquiry,
  onClose,
  onChanged,
}: {
  inquiry: Inquiry | null;
  onClose: () => void;
  onChanged: (inquiry: Inquiry) => void;
}) {
  const id = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const { fields, none } = ADMIN_INQUIRIES;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [confirming, setConfirming] = useState(false);
  // Spam goes for good (the audit log keeps it); the list, its counters and the dashboard follow.
  const remove = useMutation(
    trpc.inquiries.delete.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        feedback.success(ADMIN_INQUIRY_DELETE.deleted);
        onClose();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
        ]);
      },
      onError: (error) => {
        setConfirming(false);
        feedback.failure(error, ADMIN_INQUIRY_DELETE.failed);
      },
    }),
  );

  return (
    <Dialog
      open={inquiry !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{ADMIN_INQUIRIES.detailsTitle}</DialogTitle>
      {inquiry ? (
        <DialogContent dividers>
          <DefinitionList spacious>
            <DefinitionItem term={fields.name}>{inquiry.name}</DefinitionItem>
            <DefinitionItem term={fields.email}>
              <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
            </DefinitionItem>
            <DefinitionItem term={fields.company}>{inquiry.company || none}</DefinitionItem>
            <DefinitionItem term={fields.service}>{serviceLabel(inquiry.service) || none}</DefinitionItem>
            <DefinitionItem term={fields.message}>
              <Typography component="span" sx={{ whiteSpace: "pre-wrap" }}>
                {inquiry.message || none}
              </Typography>
            </DefinitionItem>
            {/* The term labels the selector: 'Status' is said once. */}
            <DefinitionItem term={fields.status} id={`${id}-status`}>
              <InquiryStatusSelect
                inquiry={inquiry}
                onChanged={onChanged}
                fullWidth={phone}
                labelledBy={`${id}-status`}
              />
            </DefinitionItem>
            <DefinitionItem term={fields.received}>
              <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
            </DefinitionItem>
            <DefinitionItem term={ADMIN_INQUIRY_ATTRIBUTION.term}>
              <AttributionSummary attribution={inquiry.attribution} />
            </DefinitionItem>
          </DefinitionList>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setConfirming(true)}
          disabled={!inquiry}
          sx={{ mr: "auto" }}
        >
          {ADMIN_INQUIRY_DELETE.delete}
        </Button>
        <Button onClick={onClose}>{ADMIN_COMMON.close}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        question={ADMIN_INQUIRY_DELETE.confirm}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => inquiry && remove.mutate({ id: inquiry.id })}
      />
    </Dialog>
  );
}
