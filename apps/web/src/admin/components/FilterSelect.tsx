import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

/** A list's filter beside its search box: one choice of a few, or all of them (an empty value). */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange((event.target.value as V | "") || undefined)}
      sx={{ minWidth: 150, flexGrow: { xs: 1, sm: 0 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
