import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADMIN_COMPANY, type MediaImage } from "@staffing/shared";
import { useId, useState } from "react";
import { MediaPicker } from "../media/MediaPicker";

const T = ADMIN_COMPANY.identity;

/**
 * The company's logo: an image of the media library chosen with the picker, its description for
 * screen readers, or none (the site's own logo).
 */
export function LogoField({
  value,
  errors,
  onChange,
}: {
  value: MediaImage | null;
  /** Messages by field: `src` (not in the library), `alt`. */
  errors: { src?: string | undefined; alt?: string | undefined };
  onChange: (logo: MediaImage | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack spacing={1.5} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {T.logo}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.logoHint}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
        {value ? (
          <Box
            component="img"
            src={value.src}
            alt={T.preview}
            sx={{
              height: 48,
              maxWidth: 240,
              objectFit: "contain",
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
            }}
          />
        ) : (
          <Typography variant="body2">{T.ownLogo}</Typography>
        )}
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryIcon />}
          onClick={() => setPicking(true)}
          aria-describedby={errors.src ? errorId : undefined}
        >
          {value ? T.changeLogo : T.chooseLogo}
        </Button>
        {value ? (
          <Button color="error" onClick={() => onChange(null)}>
            {T.removeLogo}
          </Button>
        ) : null}
      </Box>
      {errors.src ? (
        <FormHelperText id={errorId} error>
          {errors.src}
        </FormHelperText>
      ) : null}
      {value ? (
        <TextField
          label={T.logoAlt}
          value={value.alt}
          onChange={(event) => onChange({ ...value, alt: event.target.value })}
          error={Boolean(errors.alt)}
          helperText={errors.alt ?? T.logoAltHint}
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
    </Stack>
  );
}
