import { createTheme, THEME_ID } from "@mui/material/styles";

export const theme = {
  ...createTheme({
    palette: {
      primary: { main: "#13315c" },
      secondary: { main: "#1d7874" },
      background: { default: "#ffffff" },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: "2.5rem", fontWeight: 700 },
      h2: { fontSize: "1.75rem", fontWeight: 700 },
    },
    shape: { borderRadius: 10 },
  }),
  // ThemeProvider gives a theme without CSS variables `vars: null`, in a copy it makes per render;
  // with it set here, the provider passes this very object on.
  vars: null,
};

/**
 * What the site's ThemeProvider gets. Scoped to MUI's id, the theme reaches every MUI component as
 * the one object above, render after render; unscoped, the provider merges it into a new object per
 * render. MUI memoizes its components' theme-derived styles per theme object, so with the copy every
 * server render rebuilt them all.
 */
export const siteTheme = { [THEME_ID]: theme };
