import TextField from "@mui/material/TextField";
import { ADMIN_INQUIRY_PIPELINE, MAIL_TEXTS } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";
import { InquiryTextBox } from "./InquiryTextBox";

const T = ADMIN_INQUIRY_PIPELINE.replyBox;

/**
 * The reply mailed to the inquirer through the queue. The subject is prefilled with the one the
 * server would give; their answer goes to the staff member's own address.
 */
export function InquiryReplyBox({ inquiryId, email }: { inquiryId: string; email: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const company = useQuery(trpc.site.profile.queryOptions()).data?.name;
  const [subject, setSubject] = useState<string | null>(null);
  const [body, setBody] = useState("");
  const shownSubject = subject ?? (company ? MAIL_TEXTS.inquiryReply.subject(company) : "");
  const send = useMutation(
    trpc.inquiries.reply.mutationOptions({
      onSuccess: async () => {
        setBody("");
        setSubject(null);
        feedback.success(T.sent);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
        ]);
      },
      onError: (error) => feedback.failure(error, T.failed),
    }),
  );
  return (
    <InquiryTextBox
      texts={{ heading: T.heading, label: T.body, help: T.help(email), submit: T.submit }}
      minRows={5}
      body={body}
      onBody={setBody}
      pending={send.isPending}
      onSubmit={() => send.mutate({ id: inquiryId, subject: shownSubject || undefined, body })}
    >
      <TextField
        label={T.subject}
        value={shownSubject}
        onChange={(event) => setSubject(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </InquiryTextBox>
  );
}
