import { can, ADMIN_INQUIRY_PIPELINE as T } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AssigneeSelect } from "~/admin/components/pipeline/AssigneeSelect";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

/** Who handles the inquiry: nobody, or an active staff member whose role may handle inquiries. */
export function InquiryAssigneeSelect({
  inquiryId,
  assigneeId,
  labelledBy,
}: {
  inquiryId: string;
  assigneeId: string | null;
  labelledBy: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const staff = useQuery(trpc.users.list.queryOptions()).data ?? [];
  const people = staff
    .filter((member) => member.status === "active" && can(member.role, "inquiries:manage"))
    .map((member) => ({ id: member.id, name: member.username }));
  const change = useMutation(
    trpc.inquiries.update.mutationOptions({
      onSuccess: async () => {
        feedback.success(T.assigned);
        await queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() });
      },
      onError: (error) => feedback.failure(error, T.assignFailed),
    }),
  );
  const value = change.isPending && change.variables ? (change.variables.assigneeId ?? null) : assigneeId;
  return (
    <AssigneeSelect
      value={value}
      people={people}
      nobody={T.nobody}
      pending={change.isPending}
      labelledBy={labelledBy}
      onChange={(next) => change.mutate({ id: inquiryId, assigneeId: next })}
    />
  );
}
