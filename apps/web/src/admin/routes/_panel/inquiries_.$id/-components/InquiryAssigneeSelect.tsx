import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { can, ADMIN_INQUIRY_PIPELINE as T } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
  const candidates = staff.filter(
    (member) => member.status === "active" && can(member.role, "inquiries:manage"),
  );
  const change = useMutation(
    trpc.inquiries.update.mutationOptions({
      onSuccess: async () => {
        feedback.success(T.assigned);
        await queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() });
      },
      onError: (error) => feedback.failure(error, T.assignFailed),
    }),
  );
  const value =
    change.isPending && change.variables ? (change.variables.assigneeId ?? "") : (assigneeId ?? "");
  // Until the staff list arrives, the current assignee is the only choice the select knows.
  const known = candidates.some((member) => member.id === value);
  return (
    <TextField
      select
      size="small"
      value={known ? value : ""}
      onChange={(event) => change.mutate({ id: inquiryId, assigneeId: event.target.value || null })}
      disabled={change.isPending}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true, labelId: labelledBy } }}
    >
      <MenuItem value="">{T.nobody}</MenuItem>
      {candidates.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.username}
        </MenuItem>
      ))}
    </TextField>
  );
}
