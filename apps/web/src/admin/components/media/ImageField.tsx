import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { MEDIA_PICKER } from "@staffing/shared";
import { LibraryImageChooser } from "./LibraryImageChooser";

/**
 * An image chosen from the media library (or any address typed in): a preview, 'Choose image' to
 * open the picker, 'Remove image', and the address itself.
 */
export function ImageField({
  label,
  value,
  error,
  hint,
  previewAlt = MEDIA_PICKER.featuredImageAlt,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  /** A line under the address: what the image is for. */
  hint?: string | undefined;
  /** What the preview shows, for a screen reader. */
  previewAlt?: string;
  onChange: (url: string) => void;
}) {
  return (
    <Stack spacing={1}>
      <LibraryImageChooser
        src={value}
        previewAlt={previewAlt}
        previewSx={{ width: 160, maxWidth: "100%", aspectRatio: "1200 / 630" }}
        texts={MEDIA_PICKER}
        onChoose={(item) => onChange(item.url)}
        onRemove={() => onChange("")}
      />
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? hint}
      />
    </Stack>
  );
}
