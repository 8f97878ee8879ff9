import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, ADMIN_APPLICATIONS as T } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BulkBar } from "~/admin/components/pipeline/BulkBar";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

const OPTIONS = APPLICATION_STAGES.map((value) => ({ value, label: APPLICATION_STAGE_LABELS[value] }));

/** The bar over the list while applications are selected: "Move to stage" for all of them at once. */
export function ApplicationBulkStage({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const move = useMutation(
    trpc.applications.setStageOfMany.mutationOptions({
      onSuccess: async ({ updated }) => {
        feedback.success(T.bulkMoved(updated));
        onDone();
        // The list, its stage counts and the Jobs screen's counts follow.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.jobs.list.pathKey() }),
        ]);
      },
      onError: (error) => feedback.failure(error, T.bulkFailed),
    }),
  );
  return (
    <BulkBar
      count={ids.length}
      options={OPTIONS}
      initial="screening"
      texts={{ region: T.bulkStage, selected: T.selected, apply: T.bulkApply, clear: T.bulkClear }}
      pending={move.isPending}
      onApply={(stage) => move.mutate({ ids, stage })}
      onClear={onDone}
    />
  );
}
