import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { LIST_TABLE } from "@staffing/shared";
import { type ReactNode, useId, useState } from "react";

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** A link that opens in a new tab (the item's public address) rather than an action. */
  href?: string;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A table row's actions, every one with its word (issue 29: four bare icons said nothing): the first
 * `shown` as buttons, the rest in a "More" menu of labelled items, so a row stays one line wide at
 * 1024 px. An action's accessible name starts with its visible word and adds the row's name ("Edit
 * Careers"), so a list of buttons read out of context still says which row each acts on. What the
 * reader may not do, or what would fail, is left out by the screen, never shown to be refused.
 */
export function RowActions({
  name,
  actions,
  shown = 1,
}: {
  /** The row's name: its title, its address, its e-mail. */
  name: string;
  actions: readonly (RowAction | null | false | undefined)[];
  shown?: number;
}) {
  const present = actions.filter((action): action is RowAction => Boolean(action));
  // A menu for one item would only hide it: then it is a button too.
  const visible = present.length <= shown + 1 ? present : present.slice(0, shown);
  const more = present.slice(visible.length);
  return (
    <>
      {visible.map((action) => (
        <ActionButton key={action.label} action={action} name={name} />
      ))}
      {more.length > 0 ? <MoreMenu name={name} actions={more} /> : null}
    </>
  );
}

function ActionButton({ action, name }: { action: RowAction; name: string }) {
  const common = {
    size: "small",
    variant: "outlined",
    color: action.danger ? "error" : "primary",
    startIcon: action.icon,
    disabled: action.disabled ?? false,
    "aria-label": LIST_TABLE.actionOf(action.label, name),
    sx: { whiteSpace: "nowrap" },
  } as const;
  return action.href ? (
    <Button {...common} component="a" href={action.href} target="_blank" rel="noopener">
      {action.label}
    </Button>
  ) : (
    <Button {...common} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

function MoreMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-label={LIST_TABLE.moreFor(name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: "nowrap" }}
      >
        {LIST_TABLE.more}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-label": LIST_TABLE.moreFor(name) } }}
      >
        {actions.map((action) => {
          const content = (
            <>
              <ListItemIcon sx={action.danger ? { color: "error.main" } : undefined}>
                {action.icon}
              </ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </>
          );
          return action.href ? (
            <MenuItem
              key={action.label}
              component="a"
              href={action.href}
              target="_blank"
              rel="noopener"
              onClick={close}
              disabled={action.disabled}
            >
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              onClick={() => {
                close();
                action.onClick?.();
              }}
              disabled={action.disabled}
              sx={action.danger ? { color: "error.main" } : undefined}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
