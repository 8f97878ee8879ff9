import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { SERVICE_MENU } from "@staffing/shared";

/** The header's Services dropdown (desktop). */
export function ServicesMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu id="services-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {SERVICE_MENU.map((service) => (
        <MenuItem key={service.href} component="a" href={service.href} onClick={onClose}>
          <ListItemText primary={service.label} secondary={service.description} />
        </MenuItem>
      ))}
    </Menu>
  );
}
