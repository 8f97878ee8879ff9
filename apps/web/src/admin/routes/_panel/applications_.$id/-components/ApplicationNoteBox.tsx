import { ADMIN_APPLICATION } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StaffTextBox } from "~/admin/components/pipeline/StaffTextBox";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

const T = ADMIN_APPLICATION.noteBox;

/** A note for colleagues on the application's timeline; the candidate never sees it. */
export function ApplicationNoteBox({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [body, setBody] = useState("");
  const add = useMutation(
    trpc.applications.addNote.mutationOptions({
      onSuccess: async () => {
        setBody("");
        feedback.success(T.added);
        await queryClient.invalidateQueries({ queryKey: trpc.applications.detail.queryKey({ id }) });
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
      onSubmit={() => add.mutate({ id, body })}
    />
  );
}
