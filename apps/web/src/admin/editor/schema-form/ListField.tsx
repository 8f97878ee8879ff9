import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { CONTENT_EDITOR } from "@staffing/shared";
import { type ReactNode, useId } from "react";
import type { FieldErrors } from "../../lib/form";
import { initialObject, initialValue, itemSummary, type ListSpec, pathKey } from "./field-specs";
import { Fieldset, type Path, SchemaField, SchemaFields } from "./SchemaFields";
import { useItemKeys } from "./use-item-keys";

const T = CONTENT_EDITOR;

/** A list of values of one shape (cards, buttons, questions): add, remove and move each item. */
export function ListField({
  spec,
  label,
  value,
  onChange,
  path,
  errors,
}: {
  spec: ListSpec;
  label: string;
  value: unknown[];
  onChange: (value: unknown[]) => void;
  path: Path;
  errors: FieldErrors;
}) {
  const list = useItemKeys(value, onChange);
  const id = useId();
  const full = spec.max !== undefined && value.length >= spec.max;
  // A list of single lines (points) names each by its number; a list of groups by its first text.
  const single = spec.item.kind !== "group";
  return (
    <Fieldset legend={label} error={errors[pathKey(path)]}>
      <Stack spacing={1.5} ref={list.container}>
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {T.items.none}
          </Typography>
        ) : null}
        {value.map((item, index) => {
          const key = list.keys[index] ?? String(index);
          const name = (single ? null : itemSummary(spec.item, item)) ?? T.items.item(index);
          const title = `${name}, ${label}`;
          return (
            <Paper
              key={key}
              variant="outlined"
              data-item-key={key}
              role="group"
              aria-labelledby={`${id}-${key}`}
              sx={{ p: { xs: 1, sm: 1.5 }, bgcolor: "grey.50", minWidth: 0 }}
            >
              <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mb: 1, minWidth: 0 }}>
                <Typography
                  id={`${id}-${key}`}
                  variant="body2"
                  sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}
                  noWrap
                  title={name}
                >
                  {name}
                </Typography>
                <ItemButton
                  action={T.sections.moveUp}
                  label={T.sections.of(T.sections.moveUp, title)}
                  control="move-up"
                  disabled={index === 0}
                  onClick={() => list.move(index, index - 1, "move-up")}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </ItemButton>
                <ItemButton
                  action={T.sections.moveDown}
                  label={T.sections.of(T.sections.moveDown, title)}
                  control="move-down"
                  disabled={index === value.length - 1}
                  onClick={() => list.move(index, index + 1, "move-down")}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </ItemButton>
                <ItemButton
                  action={T.sections.remove}
                  label={T.sections.of(T.sections.remove, title)}
                  control="remove"
                  disabled={spec.min !== undefined && value.length <= spec.min}
                  onClick={() => list.remove(index)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </ItemButton>
              </Box>
              {spec.item.kind === "group" ? (
                // An item's fields straight in its box (the box is their group, its header their
                // name): a second frame inside would cost every nested level its width again.
                <SchemaFields
                  fields={spec.item.fields}
                  value={(item as Record<string, unknown> | null) ?? initialObject(spec.item.fields)}
                  onChange={(next) => list.replace(index, next)}
                  path={[...path, index]}
                  errors={errors}
                />
              ) : (
                <SchemaField
                  spec={spec.item}
                  value={item}
                  onChange={(next) => list.replace(index, next)}
                  path={[...path, index]}
                  errors={errors}
                  {...(single ? { label: T.items.item(index) } : {})}
                />
              )}
              {spec.item.kind === "group" && errors[pathKey([...path, index])] ? (
                <FormHelperText error>{errors[pathKey([...path, index])]}</FormHelperText>
              ) : null}
            </Paper>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => list.insert(value.length, initialValue(spec.item))}
            disabled={full}
            aria-label={T.items.addTo(label)}
          >
            {T.items.add}
          </Button>
          {full && spec.max !== undefined ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {T.sections.limit(spec.max)}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Fieldset>
  );
}

/** An icon button of an item's header: the tooltip says the action, the name says which item. */
export function ItemButton({
  action,
  label,
  control,
  disabled,
  onClick,
  children,
}: {
  action: string;
  label: string;
  control: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton size="small" aria-label={label} data-control={control} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  // A disabled button takes no pointer events, so its tooltip needs a wrapper to listen.
  return disabled ? button : <Tooltip title={action}>{button}</Tooltip>;
}
