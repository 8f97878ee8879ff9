import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { COMPANY, NAV, SERVICE_MENU } from "@staffing/shared";
import { Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { RouterButton } from "../../lib/links";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";

const LINKS = [
  { label: NAV.home, to: "/" },
  { label: NAV.about, to: "/about" },
  { label: NAV.blog, to: "/blog" },
  { label: NAV.contact, to: "/contact" },
] as const;

/** SPEC: Home, About, Blog, Contact and a Services dropdown; the current path highlighted. */
export function SiteHeader() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [servicesAnchor, setServicesAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isCurrent = (to: string) => (to === "/" ? pathname === "/" : pathname.startsWith(to));
  const current = { fontWeight: 700, color: "primary.main", borderBottom: 2, borderRadius: 0 } as const;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Container>
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Typography
            component={Link}
            to="/"
            variant="h6"
            sx={{ flexGrow: 1, fontWeight: 800, color: "primary.main", textDecoration: "none" }}
          >
            {COMPANY.name}
          </Typography>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, alignItems: "center" }}
          >
            <RouterButton to="/" color="inherit" sx={isCurrent("/") ? current : undefined}>
              {NAV.home}
            </RouterButton>
            <Button
              color="inherit"
              aria-haspopup="true"
              aria-expanded={servicesAnchor ? "true" : undefined}
              aria-controls={servicesAnchor ? "services-menu" : undefined}
              endIcon={<ChevronDownIcon />}
              onClick={(event) => setServicesAnchor(event.currentTarget)}
              sx={isCurrent("/services") ? current : undefined}
            >
              {NAV.services}
            </Button>
            <Menu
              id="services-menu"
              anchorEl={servicesAnchor}
              open={servicesAnchor !== null}
              onClose={() => setServicesAnchor(null)}
            >
              {SERVICE_MENU.map((service) => (
                <MenuItem
                  key={service.href}
                  component="a"
                  href={service.href}
                  onClick={() => setServicesAnchor(null)}
                >
                  <ListItemText primary={service.label} secondary={service.description} />
                </MenuItem>
              ))}
            </Menu>
            {LINKS.slice(1).map((link) => (
              <RouterButton
                key={link.to}
                to={link.to}
                color="inherit"
                sx={isCurrent(link.to) ? current : undefined}
              >
                {link.label}
              </RouterButton>
            ))}
            <RouterButton to="/contact" variant="contained" sx={{ ml: 1 }}>
              {NAV.getQuote}
            </RouterButton>
          </Box>
          <IconButton
            aria-label={NAV.openMenu}
            sx={{ display: { md: "none" } }}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 280 }} role="presentation">
          <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
            <IconButton aria-label={NAV.closeMenu} onClick={() => setDrawerOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List component="nav" aria-label="Mobile">
            {LINKS.map((link) => (
              <ListItemButton
                key={link.to}
                component={Link}
                to={link.to}
                selected={isCurrent(link.to)}
                onClick={() => setDrawerOpen(false)}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
            <ListSubheader>{NAV.services}</ListSubheader>
            {SERVICE_MENU.map((service) => (
              <ListItemButton
                key={service.href}
                component="a"
                href={service.href}
                onClick={() => setDrawerOpen(false)}
              >
                <ListItemText primary={service.label} secondary={service.description} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
