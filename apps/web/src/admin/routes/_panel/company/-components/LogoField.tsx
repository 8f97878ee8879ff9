import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADMIN_COMPANY, type MediaImage } from "@staffing/shared";
import { useId } from "react";
import { LibraryImageChooser } from "~/admin/components/media/LibraryImageChooser";

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
      <LibraryImageChooser
        src={value?.src ?? ""}
        previewAlt={T.preview}
        previewSx={{ height: 48, maxWidth: 240, objectFit: "contain", p: 1 }}
        placeholder={<Typography variant="body2">{T.ownLogo}</Typography>}
        texts={{ choose: T.chooseLogo, change: T.changeLogo, remove: T.removeLogo }}
        describedBy={errors.src ? errorId : undefined}
        onChoose={(item) => onChange({ src: item.url, alt: value?.alt || item.alt || "" })}
        onRemove={() => onChange(null)}
      />
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
    </Stack>
  );
}
