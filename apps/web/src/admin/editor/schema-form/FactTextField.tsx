import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useRef } from "react";
import { CompanyFactMenu, insertAt } from "../../components/CompanyFactMenu";

type Props = Omit<TextFieldProps, "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
};

/** A text box that offers the company's facts as tokens, inserted at the caret. */
export function FactTextField({ value, onChange, slotProps, ...props }: Props) {
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  function insert(token: string) {
    const field = input.current;
    const next = insertAt(value, token, {
      start: field?.selectionStart ?? null,
      end: field?.selectionEnd ?? null,
    });
    onChange(next.text);
    // After the render that shows the new text, the caret stands after the token.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  }
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputRef={input}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment
              position="end"
              sx={props.multiline ? { alignSelf: "flex-start", mt: 1 } : undefined}
            >
              <CompanyFactMenu onInsert={insert} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
