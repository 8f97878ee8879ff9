import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type ApplicationStage,
  ADMIN_APPLICATION as T,
} from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/** The application's stage, changed in place; the timeline, the list and the jobs' counts follow. */
export function ApplicationStageSelect({
  id,
  stage,
  labelledBy,
}: {
  id: string;
  stage: ApplicationStage;
  labelledBy: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const change = useMutation(
    trpc.applications.update.mutationOptions({
      onSuccess: async () => {
        feedback.success(T.stageChanged);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.jobs.list.pathKey() }),
        ]);
      },
      onError: (error) => feedback.failure(error, T.stageFailed),
    }),
  );
  const value = change.isPending && change.variables?.stage ? change.variables.stage : stage;
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => change.mutate({ id, stage: event.target.value as ApplicationStage })}
      disabled={change.isPending}
      sx={{ width: "100%", maxWidth: 260 }}
      slotProps={{ select: { labelId: labelledBy } }}
    >
      {APPLICATION_STAGES.map((option) => (
        <MenuItem key={option} value={option}>
          {APPLICATION_STAGE_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
