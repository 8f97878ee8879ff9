import { type CSSObject, css, type SerializedStyles } from "@emotion/react";
import type { Theme } from "@mui/material/styles";
import { theme } from "./theme";

/**
 * Styles worked out once, when the module loads, from the site's theme, for the `css` prop of files
 * that say `@jsxImportSource @emotion/react`. Every MUI component serializes and hashes its styles
 * again on each render (0.1–0.3 ms apiece on the server); these are ready-made, so the parts of the
 * site that are the same on every page (header, footer, article furniture) cost nearly nothing to
 * render. Interactive controls stay MUI components.
 */
export function staticCss<K extends string>(
  styles: (theme: Theme) => Record<K, CSSObject>,
): Record<K, SerializedStyles> {
  // (The theme with `vars: null`, which MUI's type does not foresee; no style here reads `vars`.)
  const objects = styles(theme as unknown as Theme);
  return Object.fromEntries(
    Object.entries<CSSObject>(objects).map(([name, object]) => [name, css(object)]),
  ) as Record<K, SerializedStyles>;
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

/** A theme typography variant with the margin MUI's Typography resets. */
export const typographyCss = (
  theme: Theme,
  variant: "h1" | "h2" | "h6" | "subtitle2" | "body1" | "body2" | "caption",
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
