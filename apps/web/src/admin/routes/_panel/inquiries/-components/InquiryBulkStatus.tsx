import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, ADMIN_INQUIRY_PIPELINE as T } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BulkBar } from "~/admin/components/pipeline/BulkBar";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

const OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }));

/** The bar over the list while inquiries are selected: one status for all of them. */
export function InquiryBulkStatus({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
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
  return (
    <BulkBar
      count={ids.length}
      options={OPTIONS}
      initial="closed"
      texts={{ region: T.bulkStatus, selected: T.selected, apply: T.bulkApply, clear: T.bulkCleared }}
      pending={apply.isPending}
      onApply={(status) => apply.mutate({ ids, status })}
      onClear={onDone}
    />
  );
}
