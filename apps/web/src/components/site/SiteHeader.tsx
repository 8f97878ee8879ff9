import { COMPANY, NAV } from "@staffing/shared";
import { Link, useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import {
  containedButtonCss,
  containerCss,
  iconButtonCss,
  staticCss,
  textButtonCss,
  typographyCss,
} from "../../lib/static-css";
import { BareIcon } from "./icons";
import { NAV_LINKS } from "./nav-links";

// The dropdown and the side sheet bring MUI's Popover, Modal and transitions, which no page needs
// before a visitor opens them: they load on the first hover, focus or press of their button.
const loadServicesMenu = () => import("./ServicesMenu");
const loadMobileNavSheet = () => import("./MobileNavSheet");
const ServicesMenu = lazy(() => loadServicesMenu().then((module) => ({ default: module.ServicesMenu })));
const MobileNavSheet = lazy(() =>
  loadMobileNavSheet().then((module) => ({ default: module.MobileNavSheet })),
);

// The header is on every page: plain elements with ready-made styles (lib/static-css.ts) in MUI's
// look (a sticky AppBar, text buttons, a contained "Get Quote"), not twenty MUI components per render.
const { root, part } = staticCss("header", (theme) => {
  const button = textButtonCss(theme);
  return {
    root: {
      position: "sticky",
      top: 0,
      zIndex: theme.zIndex.appBar,
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    container: containerCss(theme),
    toolbar: {
      display: "flex",
      alignItems: "center",
      gap: theme.spacing(1),
      minHeight: 56,
      [`${theme.breakpoints.up("xs")} and (orientation: landscape)`]: { minHeight: 48 },
      [theme.breakpoints.up("sm")]: { minHeight: 64 },
    },
    brand: {
      ...typographyCss(theme, "h6"),
      flexGrow: 1,
      fontWeight: 800,
      color: theme.palette.primary.main,
      textDecoration: "none",
    },
    nav: {
      display: "none",
      [theme.breakpoints.up("md")]: { display: "flex", gap: theme.spacing(0.5), alignItems: "center" },
    },
    button,
    current: {
      ...button,
      fontWeight: 700,
      color: theme.palette.primary.main,
      borderBottom: `2px solid ${theme.palette.primary.main}`,
      borderRadius: 0,
    },
    chevron: { display: "inline-flex", marginLeft: 8, marginRight: -4, "& svg": { width: 20, height: 20 } },
    quote: { ...containedButtonCss(theme, "primary"), marginLeft: theme.spacing(1) },
    menuButton: { ...iconButtonCss(theme), [theme.breakpoints.up("md")]: { display: "none" } },
  };
});

/** SPEC: Home, About, Blog, Contact and a Services dropdown; the current path highlighted. */
export function SiteHeader() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [servicesAnchor, setServicesAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, each stays mounted, so it can play its closing transition.
  const [servicesMenuUsed, setServicesMenuUsed] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const isCurrent = (to: string) => (to === "/" ? pathname === "/" : pathname.startsWith(to));
  const buttonClass = (to: string) => (isCurrent(to) ? part.current : part.button);

  return (
    <header css={root}>
      <div className={part.container}>
        <div className={part.toolbar}>
          <Link to="/" className={part.brand}>
            {COMPANY.name}
          </Link>
          <nav aria-label="Main" className={part.nav}>
            <Link to="/" className={buttonClass("/")}>
              {NAV.home}
            </Link>
            <button
              type="button"
              className={buttonClass("/services")}
              aria-haspopup="true"
              aria-expanded={servicesAnchor ? "true" : undefined}
              aria-controls={servicesAnchor ? "services-menu" : undefined}
              onPointerEnter={loadServicesMenu}
              onFocus={loadServicesMenu}
              onClick={(event) => {
                setServicesAnchor(event.currentTarget);
                setServicesMenuUsed(true);
              }}
            >
              {NAV.services}
              <span className={part.chevron}>
                <BareIcon name="chevronDown" />
              </span>
            </button>
            {servicesMenuUsed ? (
              <Suspense fallback={null}>
                <ServicesMenu anchor={servicesAnchor} onClose={() => setServicesAnchor(null)} />
              </Suspense>
            ) : null}
            {NAV_LINKS.slice(1).map((link) => (
              <Link key={link.to} to={link.to} className={buttonClass(link.to)}>
                {link.label}
              </Link>
            ))}
            <Link to="/contact" className={part.quote}>
              {NAV.getQuote}
            </Link>
          </nav>
          <button
            type="button"
            aria-label={NAV.openMenu}
            className={part.menuButton}
            onPointerEnter={loadMobileNavSheet}
            onFocus={loadMobileNavSheet}
            onClick={() => {
              setDrawerOpen(true);
              setDrawerUsed(true);
            }}
          >
            <BareIcon name="menu" />
          </button>
        </div>
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={drawerOpen} onClose={() => setDrawerOpen(false)} isCurrent={isCurrent} />
        </Suspense>
      ) : null}
    </header>
  );
}
