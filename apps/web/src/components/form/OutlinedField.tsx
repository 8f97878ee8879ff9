import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";
import { type AriaAttributes, type ChangeEvent, useId } from "react";

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
  sx?: SxProps<Theme>;
}

/**
 * MUI's outlined TextField, put together from its parts: TextField itself imports Select, and with it
 * Menu, Popover, Modal and focus trapping, into every page (the footer has a form).
 */
export function OutlinedField({
  id: idOverride,
  label,
  required = false,
  error = false,
  helperText,
  size,
  fullWidth = false,
  sx,
  htmlInput,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl required={required} error={error} size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
        {...input}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
