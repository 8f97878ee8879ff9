import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";

/**
 * The bar over a pipeline's list while items are selected: one value (a status, a stage) for all of
 * them at once, or the selection cleared. Absent while nothing is selected.
 */
export function BulkBar<V extends string>({
  count,
  options,
  initial,
  texts,
  pending,
  onApply,
  onClear,
}: {
  count: number;
  options: readonly { value: V; label: string }[];
  initial: V;
  texts: { region: string; selected: (n: number) => string; apply: string; clear: string };
  pending: boolean;
  onApply: (value: V) => void;
  onClear: () => void;
}) {
  const [value, setValue] = useState<V>(initial);
  if (count === 0) return null;
  return (
    <Box
      role="region"
      aria-label={texts.region}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        p: 1.5,
        mb: 2,
        borderRadius: 1,
        bgcolor: "action.selected",
      }}
    >
      <Typography sx={{ fontWeight: 600 }} aria-live="polite">
        {texts.selected(count)}
      </Typography>
      <TextField
        select
        size="small"
        label={texts.region}
        value={value}
        onChange={(event) => setValue(event.target.value as V)}
        sx={{ minWidth: 220, flexGrow: { xs: 1, sm: 0 } }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={pending} onClick={() => onApply(value)}>
        {texts.apply}
      </Button>
      <Button onClick={onClear}>{texts.clear}</Button>
    </Box>
  );
}
