import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { INQUIRY_NOTE_MAX } from "@staffing/shared";
import { type FormEvent, type ReactNode, useId } from "react";

/**
 * What a pipeline's note box and reply box share (inquiries, applications): a headed form, the text
 * written, and the button that sends it, which waits for some text (blank text is never sent).
 */
export function StaffTextBox({
  texts,
  minRows,
  body,
  onBody,
  ready = body.trim() !== "",
  pending,
  onSubmit,
  children,
}: {
  texts: { heading: string; label: string; help: string; submit: string };
  minRows: number;
  body: string;
  onBody: (body: string) => void;
  /** Whether there is something to send (default: any text). */
  ready?: boolean;
  pending: boolean;
  onSubmit: () => void;
  /** Fields above the text (the reply's subject). */
  children?: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit();
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      sx={{ display: "grid", gap: 1.5 }}
    >
      <Typography id={`${id}-heading`} component="h2" variant="h6">
        {texts.heading}
      </Typography>
      {children}
      <TextField
        label={texts.label}
        helperText={texts.help}
        multiline
        minRows={minRows}
        value={body}
        onChange={(event) => onBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: INQUIRY_NOTE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={pending || !ready}>
          {texts.submit}
        </Button>
      </Box>
    </Box>
  );
}
