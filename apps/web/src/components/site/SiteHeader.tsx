import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { COMPANY, NAV } from "@staffing/shared";
import { Link, useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { RouterButton } from "../../lib/links";
import { ChevronDownIcon, MenuIcon } from "./icons";
import { NAV_LINKS } from "./nav-links";

// The dropdown and the side sheet bring MUI's Popover, Modal and transitions, which no page needs
// before a visitor opens them: they load on the first hover, focus or press of their button.
const loadServicesMenu = () => import("./ServicesMenu");
const loadMobileNavSheet = () => import("./MobileNavSheet");
const ServicesMenu = lazy(() => loadServicesMenu().then((module) => ({ default: module.ServicesMenu })));
const MobileNavSheet = lazy(() =>
  loadMobileNavSheet().then((module) => ({ default: module.MobileNavSheet })),
);

/** SPEC: Home, About, Blog, Contact and a Services dropdown; the current path highlighted. */
export function SiteHeader() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [servicesAnchor, setServicesAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, each stays mounted, so it can play its closing transition.
  const [servicesMenuUsed, setServicesMenuUsed] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
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
              onPointerEnter={loadServicesMenu}
              onFocus={loadServicesMenu}
              onClick={(event) => {
                setServicesAnchor(event.currentTarget);
                setServicesMenuUsed(true);
              }}
              sx={isCurrent("/services") ? current : undefined}
            >
              {NAV.services}
            </Button>
            {servicesMenuUsed ? (
              <Suspense fallback={null}>
                <ServicesMenu anchor={servicesAnchor} onClose={() => setServicesAnchor(null)} />
              </Suspense>
            ) : null}
            {NAV_LINKS.slice(1).map((link) => (
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
            onPointerEnter={loadMobileNavSheet}
            onFocus={loadMobileNavSheet}
            onClick={() => {
              setDrawerOpen(true);
              setDrawerUsed(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={drawerOpen} onClose={() => setDrawerOpen(false)} isCurrent={isCurrent} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
