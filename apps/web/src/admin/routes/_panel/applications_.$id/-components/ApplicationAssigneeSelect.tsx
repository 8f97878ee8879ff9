import { ADMIN_APPLICATIONS, ADMIN_APPLICATION as T } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AssigneeSelect } from "~/admin/components/pipeline/AssigneeSelect";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/** Who handles the application: nobody, or one of the staff the server says may handle applications. */
export function ApplicationAssigneeSelect({
  id,
  assigneeId,
  labelledBy,
}: {
  id: string;
  assigneeId: string | null;
  labelledBy: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const people = useQuery(trpc.applications.assignees.queryOptions()).data ?? [];
  const change = useMutation(
    trpc.applications.update.mutationOptions({
      onSuccess: async () => {
        feedback.success(T.assigned);
        await queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() });
      },
      onError: (error) => feedback.failure(error, T.assignFailed),
    }),
  );
  const value =
    change.isPending && change.variables?.assigneeId !== undefined ? change.variables.assigneeId : assigneeId;
  return (
    <AssigneeSelect
      value={value}
      people={people}
      nobody={ADMIN_APPLICATIONS.nobody}
      pending={change.isPending}
      labelledBy={labelledBy}
      onChange={(next) => change.mutate({ id, assigneeId: next })}
    />
  );
}
