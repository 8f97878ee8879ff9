import SearchIcon from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";

/** A list's search box; the placeholder is also its accessible name. */
export function SearchField({
  label,
  value,
  onChange,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** In a dialog that opens to search (the section picker). */
  autoFocus?: boolean;
}) {
  return (
    <TextField
      type="search"
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      autoFocus={autoFocus}
      sx={{ flexGrow: 1, minWidth: 220 }}
      slotProps={{
        htmlInput: { "aria-label": label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
