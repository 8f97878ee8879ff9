import type { ChangeEvent } from "react";
import { fieldClasses, outlined } from "./outlined";

/**
 * An outlined field holding a native `<select>`: it suits phones, and needs none of the Menu, Popover
 * and Modal that MUI's own select list brings. It always shows its chosen option, so its label
 * stays above it.
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
    <div css={outlined.root} className={fieldClasses({ shrink: true })}>
      <select id={id} name={name} value={value} onChange={onChange} className={outlined.part.control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor={id} id={`${id}-label`} className={outlined.part.label}>
        {label}
      </label>
    </div>
  );
}
