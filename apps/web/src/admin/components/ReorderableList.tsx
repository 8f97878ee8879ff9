import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { ADMIN_COMPANY } from "@staffing/shared";
import type { ReactNode } from "react";

/** A list item with a key of its own, so its inputs keep their state when the list is reordered. */
export interface Keyed<T> {
  key: string;
  value: T;
}

let lastKey = 0;
export const keyed = <T,>(value: T): Keyed<T> => ({ key: `item-${++lastKey}`, value });

/**
 * A list staff edit in place: each item's fields, buttons to move it up or down and to remove it,
 * and an add button (hidden at the list's limit). Every button names the item it acts on.
 */
export function ReorderableList<T>({
  items,
  onChange,
  itemName,
  addLabel,
  max,
  create,
  renderItem,
}: {
  items: Keyed<T>[];
  onChange: (items: Keyed<T>[]) => void;
  /** "Phone number 2": what the buttons of the item at this position say they act on. */
  itemName: (position: number) => string;
  addLabel: string;
  max: number;
  create: () => T;
  renderItem: (value: T, index: number, change: (value: T) => void) => ReactNode;
}) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <Stack spacing={2}>
      {items.map((item, index) => {
        const name = itemName(index + 1);
        return (
          <Box
            key={item.key}
            role="group"
            aria-label={name}
            sx={{
              display: "flex",
              gap: 1,
              alignItems: "flex-start",
              p: 1.5,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
            }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              {renderItem(item.value, index, (value) =>
                onChange(items.map((other) => (other.key === item.key ? { ...other, value } : other))),
              )}
            </Box>
            <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" } }}>
              <Tooltip title={ADMIN_COMPANY.moveUp(name)}>
                <span>
                  <IconButton
                    aria-label={ADMIN_COMPANY.moveUp(name)}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={ADMIN_COMPANY.moveDown(name)}>
                <span>
                  <IconButton
                    aria-label={ADMIN_COMPANY.moveDown(name)}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={ADMIN_COMPANY.remove(name)}>
                <IconButton
                  aria-label={ADMIN_COMPANY.remove(name)}
                  color="error"
                  onClick={() => onChange(items.filter((other) => other.key !== item.key))}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
        );
      })}
      {items.length < max ? (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => onChange([...items, keyed(create())])}>
            {addLabel}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {ADMIN_COMPANY.atMost(max)}
        </Typography>
      )}
    </Stack>
  );
}
