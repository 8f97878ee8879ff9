import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { MEDIA_PICKER, parseLibraryImage } from "@staffing/shared";
import { useState } from "react";
import { MediaPicker } from "./MediaPicker";

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
  const [picking, setPicking] = useState(false);
  // Only a library image is shown: an address being typed would be fetched at every key.
  const shown = parseLibraryImage(value) ? value : null;
  return (
    <Stack spacing={1}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={previewAlt}
            sx={{
              width: 160,
              maxWidth: "100%",
              aspectRatio: "1200 / 630",
              objectFit: "cover",
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
            }}
          />
        ) : null}
        <Button variant="outlined" startIcon={<PhotoLibraryIcon />} onClick={() => setPicking(true)}>
          {value ? MEDIA_PICKER.change : MEDIA_PICKER.choose}
        </Button>
        {value ? (
          <Button color="error" onClick={() => onChange("")}>
            {MEDIA_PICKER.remove}
          </Button>
        ) : null}
      </Box>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? hint}
      />
      {picking ? (
        <MediaPicker
          open
          mode="choose"
          onClose={() => setPicking(false)}
          onChoose={(item) => onChange(item.url)}
        />
      ) : null}
    </Stack>
  );
}
