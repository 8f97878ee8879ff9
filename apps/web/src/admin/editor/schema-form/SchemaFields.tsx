import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CONTENT_EDITOR } from "@staffing/shared";
import type { ReactNode } from "react";
import { RichTextEditor } from "../../components/RichTextEditor";
import type { FieldErrors } from "../../lib/form";
import { SectionList } from "../sections/SectionList";
import { DocumentField } from "./DocumentField";
import { FactTextField } from "./FactTextField";
import { type FieldSpec, initialObject, optionLabel, pathKey } from "./field-specs";
import { ListField } from "./ListField";
import { MediaImageField } from "./MediaImageField";
import { PeopleField } from "./PeopleField";

export type Path = readonly (string | number)[];

export interface FieldProps<S extends FieldSpec = FieldSpec> {
  spec: S;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Where the value sits in the item: the key of its error message (`sections.3.items.0.title`). */
  path: Path;
  errors: FieldErrors;
  /** A list's item has no label of its own: its header names it. */
  label?: string;
}

const T = CONTENT_EDITOR.fields;

/** One field of a section, as its spec says: a text box, a switch, an image, a list... */
export function SchemaField(props: FieldProps) {
  const { spec, value, onChange, path, errors } = props;
  const label = props.label ?? spec.label;
  const error = errors[pathKey(path)];
  switch (spec.kind) {
    case "text": {
      const text = typeof value === "string" ? value : "";
      if (!spec.link)
        return (
          <FactTextField
            label={label}
            value={text}
            required={spec.required}
            multiline={spec.multiline}
            minRows={spec.multiline ? 3 : undefined}
            onChange={(typed) => onChange(spec.nullable && typed === "" ? null : typed)}
            error={Boolean(error)}
            helperText={error}
            fullWidth
          />
        );
      return (
        <TextField
          label={label}
          value={text}
          required={spec.required}
          multiline={spec.multiline}
          minRows={spec.multiline ? 3 : undefined}
          onChange={(event) =>
            onChange(spec.nullable && event.target.value === "" ? null : event.target.value)
          }
          error={Boolean(error)}
          helperText={error ?? (spec.link ? T.linkHint : undefined)}
          slotProps={spec.link ? { htmlInput: { inputMode: "url", spellCheck: false } } : undefined}
          fullWidth
        />
      );
    }
    case "html":
      return (
        <RichTextEditor
          label={label}
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
          error={error}
        />
      );
    case "media":
      return (
        <MediaImageField
          label={label}
          value={value as { src: string; alt: string } | null}
          nullable={spec.nullable}
          onChange={onChange}
          error={error ?? errors[pathKey([...path, "src"])]}
          altError={errors[pathKey([...path, "alt"])]}
        />
      );
    case "boolean":
      return (
        <FormControlLabel
          control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={label}
        />
      );
    case "number":
      return (
        <TextField
          type="number"
          label={label}
          value={typeof value === "number" ? value : ""}
          onChange={(event) => {
            const number = (event.target as HTMLInputElement).valueAsNumber;
            onChange(Number.isNaN(number) ? (spec.min ?? 0) : number);
          }}
          error={Boolean(error)}
          helperText={
            error ??
            (spec.min !== undefined && spec.max !== undefined ? T.number(spec.min, spec.max) : undefined)
          }
          slotProps={{ htmlInput: { min: spec.min, max: spec.max, step: spec.integer ? 1 : "any" } }}
          sx={{ maxWidth: 240 }}
        />
      );
    case "choice":
      return (
        <TextField
          select
          label={label}
          value={typeof value === "string" ? value : ""}
          onChange={(event) =>
            onChange(event.target.value === "" && spec.nullable ? null : event.target.value)
          }
          error={Boolean(error)}
          helperText={error}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          {spec.nullable ? <option value="">{T.none}</option> : null}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </TextField>
      );
    case "group":
      return (
        <Fieldset legend={label} error={error}>
          <SchemaFields
            fields={spec.fields}
            value={(value as Record<string, unknown> | null) ?? initialObject(spec.fields)}
            onChange={onChange}
            path={path}
            errors={errors}
          />
        </Fieldset>
      );
    case "list":
      return (
        <ListField
          spec={spec}
          label={label}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          path={path}
          errors={errors}
        />
      );
    case "document":
      return (
        <DocumentField
          label={label}
          value={typeof value === "string" ? value : null}
          onChange={onChange}
          error={error}
        />
      );
    case "people":
      return (
        <PeopleField
          label={label}
          value={Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : []}
          max={spec.max}
          onChange={onChange}
          error={error}
        />
      );
    case "sections":
      return (
        <Fieldset legend={label} error={error}>
          <SectionList
            types={spec.types}
            value={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
            onChange={onChange}
            path={path}
            errors={errors}
            max={spec.max}
            nested
          />
        </Fieldset>
      );
  }
}

/** Every field of an object, each changing its own property. */
export function SchemaFields({
  fields,
  value,
  onChange,
  path,
  errors,
}: {
  fields: readonly FieldSpec[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  path: Path;
  errors: FieldErrors;
}) {
  return (
    <Stack spacing={2}>
      {fields.map((field) => (
        <SchemaField
          key={field.key}
          spec={field}
          value={value[field.key]}
          onChange={(next) => onChange({ ...value, [field.key]: next })}
          path={[...path, field.key]}
          errors={errors}
        />
      ))}
    </Stack>
  );
}

/** Fields that belong together, under their name (a button's label, link and style). */
export function Fieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      component="fieldset"
      // A fieldset is as wide as its widest content by default (min-inline-size: min-content): one
      // long line in a nested item (a question, a tab's section) pushed the list past the pane.
      sx={{
        border: 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: 1,
        m: 0,
        minWidth: 0,
        px: { xs: 1.25, sm: 2 },
        pb: { xs: 1.25, sm: 2 },
      }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 600 }}>
        {legend}
      </Typography>
      {children}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
