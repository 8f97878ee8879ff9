import { type AriaAttributes, type ChangeEvent, useId } from "react";
import { fieldClasses, outlined } from "./outlined";

export interface OutlinedFieldProps {
  id?: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  size?: "small" | "medium";
  fullWidth?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** Attributes of the `<input>` itself. */
  htmlInput?: AriaAttributes;
}

/** A text box in MUI's outlined look, its label inside until it is used (see ./outlined.ts). */
export function OutlinedField({
  id: idOverride,
  label,
  required = false,
  error = false,
  helperText,
  size,
  fullWidth = false,
  multiline = false,
  minRows,
  htmlInput,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const control = {
    ...input,
    ...htmlInput,
    id,
    required,
    placeholder: " ",
    className: outlined.part.control,
    "aria-invalid": error || undefined,
    "aria-describedby": helperTextId,
  };
  return (
    <div css={outlined.root} className={fieldClasses({ fullWidth, error, size })}>
      {multiline ? <textarea {...control} rows={minRows} /> : <input {...control} />}
      <label htmlFor={id} id={`${id}-label`} className={outlined.part.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {helperText ? (
        <p id={helperTextId} className={outlined.part.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
