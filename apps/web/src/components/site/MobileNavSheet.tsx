import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { NAV, SERVICE_MENU } from "@staffing/shared";
import { Link } from "@tanstack/react-router";
import { CloseIcon } from "./icons";
import { NAV_LINKS } from "./nav-links";

/** The side sheet that holds the header's links on a phone. */
export function MobileNavSheet({
  open,
  onClose,
  isCurrent,
}: {
  open: boolean;
  onClose: () => void;
  isCurrent: (to: string) => boolean;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }} role="presentation">
        <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
          <IconButton aria-label={NAV.closeMenu} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Mobile">
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={Link}
              to={link.to}
              selected={isCurrent(link.to)}
              onClick={onClose}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
          <ListSubheader>{NAV.services}</ListSubheader>
          {SERVICE_MENU.map((service) => (
            <ListItemButton key={service.href} component="a" href={service.href} onClick={onClose}>
              <ListItemText primary={service.label} secondary={service.description} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
