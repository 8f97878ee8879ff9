import { ADMIN_INQUIRY_PIPELINE } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StaffTextBox } from "~/admin/components/pipeline/StaffTextBox";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

const T = ADMIN_INQUIRY_PIPELINE.noteBox;

/** A note for colleagues on the inquiry's timeline. */
export function InquiryNoteBox({ inquiryId }: { inquiryId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [body, setBody] = useState("");
  const add = useMutation(
    trpc.inquiries.addNote.mutationOptions({
      onSuccess: async () => {
        setBody("");
        feedback.success(T.added);
        await queryClient.invalidateQueries({ queryKey: trpc.inquiries.detail.queryKey({ id: inquiryId }) });
      },
      onError: (error) => feedback.failure(error, T.failed),
    }),
  );
  return (
    <StaffTextBox
      texts={T}
      minRows={3}
      body={body}
      onBody={setBody}
      pending={add.isPending}
      onSubmit={() => add.mutate({ id: inquiryId, body })}
    />
  );
}
