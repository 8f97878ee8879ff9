import TextField from "@mui/material/TextField";
import { CONTENT_EDITOR } from "@staffing/shared";
import { LibraryImageChooser } from "../../components/media/LibraryImageChooser";
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
  return (
    <Fieldset legend={label} error={error}>
      <LibraryImageChooser
        src={value?.src ?? ""}
        previewAlt={value?.alt ? value.alt : T.chosen(label)}
        previewSx={{ width: 120, height: 80 }}
        texts={T}
        size="small"
        labelSuffix={label}
        onChoose={(item) => onChange({ src: item.url, alt: value?.alt || item.alt || "" })}
        onRemove={() => onChange(nullable ? null : { src: "", alt: "" })}
      />
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
    </Fieldset>
  );
}
