import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import { parseLibraryImage } from "@staffing/shared";
import { type ReactNode, useState } from "react";
import { MediaPicker } from "./MediaPicker";
import type { MediaItem } from "./useMediaUpload";

/**
 * The row every image field of the panel shares: a preview of the chosen library image (or a
 * placeholder), 'Choose'/'Change' opening the media picker, and 'Remove'. The fields around it say
 * what the image is for and keep its alt text or address.
 */
export function LibraryImageChooser({
  src,
  previewAlt,
  previewSx,
  placeholder,
  texts,
  size,
  labelSuffix,
  describedBy,
  onChoose,
  onRemove,
}: {
  src: string;
  /** What the preview shows, for a screen reader. */
  previewAlt: string;
  previewSx: SxProps<Theme>;
  /** Shown instead of a preview when nothing is chosen. */
  placeholder?: ReactNode;
  texts: { choose: string; change: string; remove: string };
  size?: "small" | "medium";
  /** Names the field in the buttons' accessible names, where a form has several images. */
  labelSuffix?: string | undefined;
  describedBy?: string | undefined;
  onChoose: (item: MediaItem) => void;
  onRemove: () => void;
}) {
  const [picking, setPicking] = useState(false);
  // Only a library image is shown: an address being typed would be fetched at every key.
  const shown = parseLibraryImage(src) ? src : null;
  const named = (text: string) => (labelSuffix ? `${text}: ${labelSuffix}` : undefined);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt={previewAlt}
          sx={[
            { objectFit: "cover", borderRadius: 1, border: 1, borderColor: "divider" },
            ...(Array.isArray(previewSx) ? previewSx : [previewSx]),
          ]}
        />
      ) : (
        placeholder
      )}
      <Button
        variant="outlined"
        size={size}
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setPicking(true)}
        aria-label={named(src ? texts.change : texts.choose)}
        aria-describedby={describedBy}
      >
        {src ? texts.change : texts.choose}
      </Button>
      {src ? (
        <Button size={size} color="error" onClick={onRemove} aria-label={named(texts.remove)}>
          {texts.remove}
        </Button>
      ) : null}
      {picking ? (
        <MediaPicker
          open
          mode="choose"
          onClose={() => setPicking(false)}
          onChoose={(item) => onChoose(item)}
        />
      ) : null}
    </Box>
  );
}
