import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADMIN_INQUIRY_PIPELINE, INQUIRY_NOTE_MAX, MAIL_TEXTS } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useFeedback } from "../../../../../lib/feedback";
import { useTRPC } from "../../../../../lib/trpc";

const T = ADMIN_INQUIRY_PIPELINE.replyBox;

/**
 * The reply mailed to the inquirer through the queue. The subject is prefilled with the one the
 * server would give; their answer goes to the staff member's own address.
 */
export function InquiryReplyBox({ inquiryId, email }: { inquiryId: string; email: string }) {
  const id = useId();
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) send.mutate({ id: inquiryId, subject: shownSubject || undefined, body });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      sx={{ display: "grid", gap: 1.5 }}
    >
      <Typography id={`${id}-heading`} component="h2" variant="h6">
        {T.heading}
      </Typography>
      <TextField
        label={T.subject}
        value={shownSubject}
        onChange={(event) => setSubject(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={T.body}
        helperText={T.help(email)}
        multiline
        minRows={5}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: INQUIRY_NOTE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={send.isPending || !body.trim()}>
          {T.submit}
        </Button>
      </Box>
    </Box>
  );
}
