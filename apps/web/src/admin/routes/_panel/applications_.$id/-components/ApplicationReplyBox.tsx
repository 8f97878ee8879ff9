import TextField from "@mui/material/TextField";
import { ADMIN_APPLICATION, APPLICATION_PIPELINE } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StaffTextBox } from "~/admin/components/pipeline/StaffTextBox";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

const T = ADMIN_APPLICATION.replyBox;

/**
 * A reply mailed to the candidate through the queue, with the staff member's own address as its
 * Reply-To (the composer says so): the candidate's answer reaches a person, not the panel.
 */
export function ApplicationReplyBox({
  id,
  email,
  jobTitle,
}: {
  id: string;
  email: string;
  jobTitle: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  // Prefilled with the subject the server would give: what is sent is what the box shows.
  const [subject, setSubject] = useState(() => APPLICATION_PIPELINE.replySubject(jobTitle));
  const [body, setBody] = useState("");
  const send = useMutation(
    trpc.applications.reply.mutationOptions({
      onSuccess: async () => {
        setSubject(APPLICATION_PIPELINE.replySubject(jobTitle));
        setBody("");
        feedback.success(T.sent);
        await queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() });
      },
      onError: (error) => feedback.failure(error, T.failed),
    }),
  );
  return (
    <StaffTextBox
      texts={{ heading: T.heading, label: T.body, help: T.help(email), submit: T.submit }}
      minRows={5}
      body={body}
      onBody={setBody}
      pending={send.isPending}
      onSubmit={() => send.mutate({ id, subject: subject.trim() || undefined, body })}
    >
      <TextField
        label={T.subject}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </StaffTextBox>
  );
}
