import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { ADMIN_PEOPLE, TEAM_PEOPLE_FIELD } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * People of the People screen, chosen by name and kept by id in the order chosen: a Team section
 * shows them as People has them (a renamed person is renamed there too).
 */
export function PeopleField({
  label,
  value,
  max,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  max?: number | undefined;
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  const trpc = useTRPC();
  const people = useQuery(trpc.people.list.queryOptions());
  const byId = new Map((people.data ?? []).map((person) => [person.id, person]));
  return (
    <Autocomplete
      multiple
      options={(people.data ?? []).map((person) => person.id)}
      value={value}
      onChange={(_event, chosen) => onChange(max === undefined ? chosen : chosen.slice(0, max))}
      getOptionLabel={(id) => byId.get(id)?.name ?? ""}
      renderOption={(props, id) => {
        const person = byId.get(id);
        return (
          <li {...props} key={id}>
            {person?.jobTitle ? `${person.name}, ${person.jobTitle}` : person?.name}
          </li>
        );
      }}
      loading={people.isPending}
      noOptionsText={people.error ? TEAM_PEOPLE_FIELD.loadFailed : ADMIN_PEOPLE.emptyTitle}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? TEAM_PEOPLE_FIELD.none : undefined}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
