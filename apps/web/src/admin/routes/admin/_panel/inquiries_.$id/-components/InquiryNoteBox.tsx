import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADMIN_INQUIRY_PIPELINE, INQUIRY_NOTE_MAX } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useFeedback } from "../../../../../lib/feedback";
import { useTRPC } from "../../../../../lib/trpc";

const T = ADMIN_INQUIRY_PIPELINE.noteBox;

/** A note for colleagues on the inquiry's timeline. */
export function InquiryNoteBox({ inquiryId }: { inquiryId: string }) {
  const id = useId();
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) add.mutate({ id: inquiryId, body });
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
        label={T.label}
        helperText={T.help}
        multiline
        minRows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: INQUIRY_NOTE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={add.isPending || !body.trim()}>
          {T.submit}
        </Button>
      </Box>
    </Box>
  );
}
