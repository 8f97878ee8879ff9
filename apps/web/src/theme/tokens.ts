/**
 * The one theme of the site and the panel. The admin's MUI theme is made from it (theme/mui.ts) and
 * the public pages get it as CSS custom properties (theme/css-variables.ts, generated at build time),
 * so a colour changed here changes both faces.
 */
export const tokens = {
  color: {
    navy900: "#0b2140",
    navy700: "#13315c",
    navy500: "#2a5298",
    navy100: "#e6edf7",
    teal700: "#1d7874",
    teal500: "#2a9d8f",
    teal100: "#e0f2f0",
    amber: "#f2a541",
    coral: "#e76f51",
    ink: "#1b2430",
    slate: "#5b6676",
    line: "#d9e0ea",
    paper: "#f6f8fb",
    white: "#ffffff",
    error: "#b42318",
    success: "#146c43",
  },
  font: {
    // A self-hosted variable font (@fontsource-variable/plus-jakarta-sans); the fallback face takes
    // its metrics, so the text does not move when it arrives.
    family: "Plus Jakarta Sans Variable",
    /** Set on <html> when the page may use the family (theme/css-variables.ts, site/brand-font.ts). */
    brandAttribute: "data-brand-font",
    fallback: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
  },
  radius: { sm: 6, md: 10, lg: 16, xl: 24 },
  breakpoint: { sm: 600, md: 900, lg: 1200 },
  shadow: {
    sm: "0 1px 2px rgb(11 33 64 / 0.06), 0 1px 3px rgb(11 33 64 / 0.08)",
    md: "0 4px 12px rgb(11 33 64 / 0.08), 0 2px 4px rgb(11 33 64 / 0.06)",
    lg: "0 18px 40px rgb(11 33 64 / 0.14), 0 4px 10px rgb(11 33 64 / 0.06)",
  },
  /** The width the site's content keeps to. */
  containerWidth: 1200,
} as const;

export type Tokens = typeof tokens;
