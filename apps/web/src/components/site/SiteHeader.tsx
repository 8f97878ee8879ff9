/** @jsxImportSource @emotion/react */
import type { CSSObject } from "@emotion/react";
import { COMPANY, NAV } from "@staffing/shared";
import { Link, useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { containerCss, iconButtonCss, staticCss, typographyCss } from "../../lib/static-css";
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
const styles = staticCss((theme) => {
  const button = {
    ...(theme.typography.button as CSSObject),
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSizing: "border-box",
    minWidth: 64,
    padding: "6px 8px",
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: "none",
    color: "inherit",
    textDecoration: "none",
    cursor: "pointer",
    transition: theme.transitions.create(["background-color", "box-shadow"], {
      duration: theme.transitions.duration.short,
    }),
    "&:hover": { backgroundColor: theme.palette.action.hover },
    "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  } satisfies CSSObject;
  return {
    bar: {
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
    quote: {
      ...button,
      marginLeft: theme.spacing(1),
      padding: "6px 16px",
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      boxShadow: theme.shadows[2],
      "&:hover": { backgroundColor: theme.palette.primary.dark, boxShadow: theme.shadows[4] },
    },
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
  const buttonCss = (to: string) => (isCurrent(to) ? styles.current : styles.button);

  return (
    <header css={styles.bar}>
      <div css={styles.container}>
        <div css={styles.toolbar}>
          <Link to="/" css={styles.brand}>
            {COMPANY.name}
          </Link>
          <nav aria-label="Main" css={styles.nav}>
            <Link to="/" css={buttonCss("/")}>
              {NAV.home}
            </Link>
            <button
              type="button"
              css={buttonCss("/services")}
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
              <span css={styles.chevron}>
                <BareIcon name="chevronDown" />
              </span>
            </button>
            {servicesMenuUsed ? (
              <Suspense fallback={null}>
                <ServicesMenu anchor={servicesAnchor} onClose={() => setServicesAnchor(null)} />
              </Suspense>
            ) : null}
            {NAV_LINKS.slice(1).map((link) => (
              <Link key={link.to} to={link.to} css={buttonCss(link.to)}>
                {link.label}
              </Link>
            ))}
            <Link to="/contact" css={styles.quote}>
              {NAV.getQuote}
            </Link>
          </nav>
          <button
            type="button"
            aria-label={NAV.openMenu}
            css={styles.menuButton}
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
