import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import {
  ADMIN_INQUIRIES,
  ADMIN_TOASTS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useFeedback } from "../lib/feedback";
import { type Outputs, useTRPC } from "../lib/trpc";

export type Inquiry = Outputs["inquiries"]["list"][number];

/**
 * The status selector of a card and of the details dialog. Any status may follow any other (SPEC
 * section 4). After a change the list, its counters and the dashboard's figures are read again.
 */
export function InquiryStatusSelect({
  inquiry,
  onChanged,
  fullWidth = false,
  labelledBy,
}: {
  inquiry: Inquiry;
  onChanged?: (inquiry: Inquiry) => void;
  fullWidth?: boolean;
  /** Where a label already stands (the details dialog's 'Status' term): then none of its own. */
  labelledBy?: string;
}) {
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const change = useMutation(
    trpc.inquiries.updateStatus.mutationOptions({
      onSuccess: async (updated) => {
        feedback.success(ADMIN_TOASTS.statusUpdated);
        onChanged?.(updated);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.counts.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
        ]);
      },
      onError: (error) => feedback.failure(error, ADMIN_TOASTS.failed.updateStatus),
    }),
  );
  // While the change travels the selector shows the chosen status, then the list's fresh one.
  const value = change.isPending && change.variables ? change.variables.status : inquiry.status;

  return (
    <FormControl size="small" sx={{ minWidth: 150 }} fullWidth={fullWidth}>
      {labelledBy ? null : <InputLabel id={`${id}-label`}>{ADMIN_INQUIRIES.fields.status}</InputLabel>}
      <Select
        labelId={labelledBy ?? `${id}-label`}
        label={labelledBy ? undefined : ADMIN_INQUIRIES.fields.status}
        value={value}
        disabled={change.isPending}
        onChange={(event) => {
          const status = event.target.value as InquiryStatus;
          if (status !== inquiry.status) change.mutate({ id: inquiry.id, status });
        }}
      >
        {INQUIRY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {INQUIRY_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
