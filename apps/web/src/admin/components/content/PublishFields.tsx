import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { PUBLISHING } from "@staffing/shared";

/** The 'Published' switch and the 'Publish at' moment of a page or post form. */
export function PublishFields({
  publishedLabel,
  isPublished,
  publishAt,
  error,
  onPublished,
  onPublishAt,
}: {
  publishedLabel: string;
  isPublished: boolean;
  /** The field's text: `YYYY-MM-DDTHH:MM`, local time, or empty. */
  publishAt: string;
  error?: string | undefined;
  onPublished: (value: boolean) => void;
  onPublishAt: (value: string) => void;
}) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
      <FormControlLabel
        control={<Switch checked={isPublished} onChange={(event) => onPublished(event.target.checked)} />}
        label={publishedLabel}
      />
      <TextField
        type="datetime-local"
        label={PUBLISHING.publishAt}
        value={publishAt}
        onChange={(event) => onPublishAt(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? PUBLISHING.publishAtHint}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flexGrow: 1 }}
      />
    </Stack>
  );
}
