import { createTheme } from "@mui/material/styles";
import { tokens } from "./tokens";

const { color, font, radius, breakpoint } = tokens;

/** The admin panel's MUI theme, from the site's tokens. */
export const theme = createTheme({
  palette: {
    primary: { main: color.navy700, dark: color.navy900, light: color.navy500 },
    secondary: { main: color.teal700, light: color.teal500 },
    error: { main: color.error },
    success: { main: color.success },
    text: { primary: color.ink, secondary: color.slate },
    divider: color.line,
    background: { default: color.paper, paper: color.white },
  },
  typography: {
    fontFamily: [
      `"${font.family}"`,
      ...font.fallback.map((name) => (name.includes(" ") ? `"${name}"` : name)),
    ].join(", "),
    h1: { fontSize: "2.5rem", fontWeight: 700 },
    h2: { fontSize: "1.75rem", fontWeight: 700 },
  },
  shape: { borderRadius: radius.md },
  breakpoints: { values: { xs: 0, sm: breakpoint.sm, md: breakpoint.md, lg: breakpoint.lg, xl: 1536 } },
});
