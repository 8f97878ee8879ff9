import FormControl from "@mui/material/FormControl";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { ChangeEvent, SelectHTMLAttributes } from "react";

// The element in the outlined field, in place of its <input> (the ref arrives as a prop in React 19).
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

/**
 * An outlined field holding a native `<select>`: it suits phones, and needs none of the Menu, Popover
 * and Modal that MUI's own select list brings (nor NativeSelect, which brings the standard Input
 * along). It always shows its chosen option, so its label stays above it.
 */
export function OutlinedSelect({
  id,
  name,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormControl>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        notched
        value={value}
        inputComponent={SelectElement}
        // The event comes from the <select> the field holds.
        onChange={(event) => onChange(event as unknown as ChangeEvent<HTMLSelectElement>)}
        inputProps={{
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        sx={{ "& select": { cursor: "pointer" } }}
      />
    </FormControl>
  );
}
