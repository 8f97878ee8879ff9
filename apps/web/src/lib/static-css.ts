import { type CSSObject, css, type SerializedStyles } from "@emotion/react";
import { alpha, type Theme } from "@mui/material/styles";
import { theme } from "./theme";

/**
 * A component's styles worked out once, when the module loads, from the site's theme, as a single
 * rule set: the root's own styles, and each part's under `.{root} .{name}-{part}`. The root takes
 * `root` through the `css` prop (the web app compiles JSX with emotion's runtime), its parts take
 * `part.{name}` as their class. Every MUI component serializes and hashes its styles again on each
 * render (0.1-0.3 ms apiece on the server), and even a ready-made `css` prop costs a few wrapper
 * components; one per component costs next to nothing, so the parts of the site that are the same on
 * every page (header, footer, post cards, the article around a post) render cheaply. Interactive
 * controls stay MUI components.
 */
export function staticCss<P extends string>(
  name: string,
  styles: (theme: Theme) => { root: CSSObject } & Record<P, CSSObject>,
): { root: SerializedStyles; part: Record<P, string> } {
  // (The theme with `vars: null`, which MUI's type does not foresee; no style here reads `vars`.)
  const { root, ...parts } = styles(theme as unknown as Theme);
  const nested: CSSObject = { ...root };
  const part = {} as Record<P, string>;
  for (const [key, style] of Object.entries<CSSObject>(parts as unknown as Record<P, CSSObject>)) {
    const className = `${name}-${key}`;
    part[key as P] = className;
    nested[`& .${className}`] = style;
  }
  return { root: css(nested), part };
}

/** MUI's Container (maxWidth lg): full width, centred, with the theme's gutters. */
export const containerCss = (theme: Theme): CSSObject => ({
  width: "100%",
  marginLeft: "auto",
  marginRight: "auto",
  boxSizing: "border-box",
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up("sm")]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  [theme.breakpoints.up("lg")]: { maxWidth: theme.breakpoints.values.lg },
});

/** A page's body: MUI's Container with 48 px above and below. */
export const pageCss = (theme: Theme): CSSObject => ({
  ...containerCss(theme),
  paddingTop: theme.spacing(6),
  paddingBottom: theme.spacing(6),
});

/** A theme typography variant with the margin MUI's Typography resets. */
export const typographyCss = (
  theme: Theme,
  variant: "h1" | "h2" | "h3" | "h5" | "h6" | "subtitle2" | "body1" | "body2" | "caption",
): CSSObject => ({
  margin: 0,
  ...(theme.typography[variant] as CSSObject),
});

/** MUI's Chip as a label (nothing to click): filled in the secondary colour, or outlined. */
export const chipCss = (theme: Theme, kind: "filled" | "outlined", size: "small" | "medium"): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  boxSizing: "border-box",
  maxWidth: "100%",
  height: size === "small" ? 24 : 32,
  borderRadius: size === "small" ? 12 : 16,
  padding: `0 ${(size === "small" ? 8 : 12) - (kind === "outlined" ? 1 : 0)}px`,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  verticalAlign: "middle",
  ...(kind === "filled"
    ? { backgroundColor: theme.palette.secondary.main, color: theme.palette.secondary.contrastText }
    : { border: `1px solid ${theme.palette.grey[400]}`, color: theme.palette.text.primary }),
});

/** MUI's IconButton (40 px round, grey icon, a light hover) for a `<button>` holding a 24 px icon. */
export const iconButtonCss = (theme: Theme): CSSObject => ({
  display: "inline-flex",
  padding: theme.spacing(1),
  border: 0,
  borderRadius: "50%",
  background: "none",
  color: theme.palette.action.active,
  cursor: "pointer",
  transition: theme.transitions.create("background-color", { duration: theme.transitions.duration.shortest }),
  "&:hover": { backgroundColor: theme.palette.action.hover },
  "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}` },
});

/** MUI's text Button, for a link or `<button>`: uppercase label, a light hover. */
export const textButtonCss = (theme: Theme): CSSObject => ({
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
});

/** MUI's contained Button in a palette colour, greyed out while disabled. */
export const containedButtonCss = (
  theme: Theme,
  color: "primary" | "secondary",
  size: "medium" | "large" = "medium",
): CSSObject => ({
  ...textButtonCss(theme),
  ...(size === "large"
    ? { padding: "8px 22px", fontSize: theme.typography.pxToRem(15) }
    : { padding: "6px 16px" }),
  backgroundColor: theme.palette[color].main,
  color: theme.palette[color].contrastText,
  boxShadow: theme.shadows[2],
  "&:hover": { backgroundColor: theme.palette[color].dark, boxShadow: theme.shadows[4] },
  "&:disabled": {
    backgroundColor: theme.palette.action.disabledBackground,
    color: theme.palette.action.disabled,
    boxShadow: "none",
    cursor: "default",
  },
});

/** MUI's Link: the primary colour, underlined in a lighter shade of it. */
export const linkCss = (theme: Theme): CSSObject => ({
  color: theme.palette.primary.main,
  textDecoration: "underline",
  textDecorationColor: alpha(theme.palette.primary.main, 0.4),
  "&:hover": { textDecorationColor: "inherit" },
});

/** MUI's outlined Paper: a thin divider-coloured border with the theme's rounding. */
export const outlinedCss = (theme: Theme): CSSObject => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
});

/** MUI's outlined Card with its CardContent as the whole card. */
export const outlinedCardCss = (theme: Theme): CSSObject => ({
  ...outlinedCss(theme),
  boxSizing: "border-box",
  height: "100%",
  margin: 0,
  padding: theme.spacing(2, 2, 3),
  overflow: "hidden",
  backgroundColor: theme.palette.background.paper,
});

/** A small card's title: an h3 at 1.15rem, bold. */
export const cardTitleCss = (theme: Theme): CSSObject => ({
  ...typographyCss(theme, "h3"),
  fontSize: "1.15rem",
  fontWeight: 700,
});

/**
 * Equal columns, `columns.md` of them from 900 px up (and `columns.sm` from 600 px, if given), one
 * below: MUI's Grid of cards, `gap` in theme spacing.
 */
export const cardGridCss = (theme: Theme, columns: { sm?: number; md: number }, gap = 3): CSSObject => ({
  display: "grid",
  gap: theme.spacing(gap),
  ...(columns.sm
    ? { [theme.breakpoints.up("sm")]: { gridTemplateColumns: `repeat(${columns.sm}, minmax(0, 1fr))` } }
    : {}),
  [theme.breakpoints.up("md")]: { gridTemplateColumns: `repeat(${columns.md}, minmax(0, 1fr))` },
});
