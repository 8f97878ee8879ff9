import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

/**
 * Who handles an item of a pipeline (an inquiry, an application): nobody, or one of the staff who
 * may. The screen gives the people and what a choice does; the select shows the choice at once.
 */
export function AssigneeSelect({
  value,
  people,
  nobody,
  pending,
  labelledBy,
  onChange,
}: {
  value: string | null;
  people: readonly { id: string; name: string }[];
  /** The word for no assignee. */
  nobody: string;
  pending: boolean;
  labelledBy: string;
  onChange: (assigneeId: string | null) => void;
}) {
  // Until the people arrive, the current assignee is not a choice the select knows: it shows nobody.
  const known = people.some((person) => person.id === value);
  return (
    <TextField
      select
      size="small"
      value={known ? (value ?? "") : ""}
      onChange={(event) => onChange(event.target.value || null)}
      disabled={pending}
      // As wide as its column allows, up to a name's width: a narrow card's column never overflows.
      sx={{ width: "100%", maxWidth: 260 }}
      slotProps={{ select: { displayEmpty: true, labelId: labelledBy } }}
    >
      <MenuItem value="">{nobody}</MenuItem>
      {people.map((person) => (
        <MenuItem key={person.id} value={person.id}>
          {person.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
