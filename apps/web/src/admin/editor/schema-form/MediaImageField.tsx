import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { CONTENT_EDITOR, parseLibraryImage } from "@staffing/shared";
import { useState } from "react";
import { MediaPicker } from "../../components/media/MediaPicker";
import { Fieldset } from "./SchemaFields";

const T = CONTENT_EDITOR.image;

interface Image {
  src: string;
  alt: string;
}

/**
 * An image of a section: chosen from the media library (the picker), with its alt text, which starts
 * as the library's and may be said differently here.
 */
export function MediaImageField({
  label,
  value,
  nullable,
  onChange,
  error,
  altError,
}: {
  label: string;
  value: Image | null;
  nullable: boolean;
  onChange: (value: Image | null) => void;
  error?: string | undefined;
  altError?: string | undefined;
}) {
  const [picking, setPicking] = useState(false);
  const src = value?.src ?? "";
  const shown = parseLibraryImage(src) ? src : null;
  return (
    <Fieldset legend={label} error={error}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={value?.alt ? value.alt : T.chosen(label)}
            sx={{
              width: 120,
              height: 80,
              objectFit: "cover",
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
            }}
          />
        ) : null}
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => setPicking(true)}
          aria-label={`${src ? T.change : T.choose}: ${label}`}
        >
          {src ? T.change : T.choose}
        </Button>
        {src ? (
          <Button
            size="small"
            color="error"
            onClick={() => onChange(nullable ? null : { src: "", alt: "" })}
            aria-label={`${T.remove}: ${label}`}
          >
            {T.remove}
          </Button>
        ) : null}
      </Box>
      {value ? (
        <TextField
          label={T.alt}
          value={value.alt}
          onChange={(event) => onChange({ ...value, alt: event.target.value })}
          error={Boolean(altError)}
          helperText={altError ?? T.altHint}
          size="small"
          fullWidth
          sx={{ mt: 1.5 }}
        />
      ) : null}
      {picking ? (
        <MediaPicker
          open
          mode="choose"
          onClose={() => setPicking(false)}
          onChoose={(item) => onChange({ src: item.url, alt: value?.alt || item.alt || "" })}
        />
      ) : null}
    </Fieldset>
  );
}
