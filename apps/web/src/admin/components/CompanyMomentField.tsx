import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { CONTENT_EDITOR, fromZonedInput, toZonedInput, zoneName } from "@staffing/shared";
import { useCompanyZone } from "~/admin/lib/company-clock";

/**
 * A date and time on the company's clock (its profile's time zone), whoever types it and wherever:
 * the form keeps the moment (ISO text, empty for none); the field shows and takes the company's wall
 * clock, with the zone named beside it and in its hint.
 */
export function CompanyMomentField({
  label,
  value,
  onChange,
  hint,
  error,
  disabled,
}: {
  label: string;
  /** ISO text, or empty. */
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const zone = useCompanyZone();
  // The name the zone has at the moment shown (MST or MDT), or now while the field is empty.
  const named = zoneName(zone, value || new Date());
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={value ? toZonedInput(value, zone) : ""}
      // A datetime-local field gives a whole date and time or nothing.
      onChange={(event) => onChange(fromZonedInput(event.target.value, zone) ?? "")}
      error={Boolean(error)}
      helperText={error ?? `${hint} ${CONTENT_EDITOR.publishAtZone(zone, named)}`}
      slotProps={{
        inputLabel: { shrink: true },
        input: { endAdornment: <InputAdornment position="end">{named}</InputAdornment> },
      }}
      disabled={disabled}
      fullWidth
    />
  );
}
