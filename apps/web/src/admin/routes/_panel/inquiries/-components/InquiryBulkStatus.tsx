import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
  ADMIN_INQUIRY_PIPELINE as T,
} from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/** The bar over the list while inquiries are selected: one status for all of them. */
export function InquiryBulkStatus({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [status, setStatus] = useState<InquiryStatus>("closed");
  const apply = useMutation(
    trpc.inquiries.setStatusOfMany.mutationOptions({
      onSuccess: async ({ changed }) => {
        feedback.success(T.bulkChanged(changed));
        onDone();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
        ]);
      },
      onError: (error) => feedback.failure(error, T.bulkFailed),
    }),
  );
  if (ids.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={T.bulkStatus}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        p: 1.5,
        mb: 2,
        borderRadius: 1,
        bgcolor: "action.selected",
      }}
    >
      <Typography sx={{ fontWeight: 600 }} aria-live="polite">
        {T.selected(ids.length)}
      </Typography>
      <TextField
        select
        size="small"
        label={T.bulkStatus}
        value={status}
        onChange={(event) => setStatus(event.target.value as InquiryStatus)}
        sx={{ minWidth: 220 }}
      >
        {INQUIRY_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {INQUIRY_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={apply.isPending} onClick={() => apply.mutate({ ids, status })}>
        {T.bulkApply}
      </Button>
      <Button onClick={onDone}>{T.bulkCleared}</Button>
    </Box>
  );
}
