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
    // Buttons, tabs and toggles read as they are written, in sentence case: no capitals for all.
    button: { textTransform: "none", fontWeight: 600, letterSpacing: 0 },
  },
  shape: { borderRadius: radius.md },
  components: {
    // The current section in the sidebar (and a chosen entry of a list) in the brand's navy and teal.
    MuiListItemButton: {
      styleOverrides: {
        root: {
          "&.Mui-selected, &.Mui-selected:hover": {
            backgroundColor: color.navy100,
            color: color.navy900,
            boxShadow: `inset 3px 0 0 ${color.teal500}`,
          },
        },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: breakpoint.sm, md: breakpoint.md, lg: breakpoint.lg, xl: 1536 } },
});

/**
 * The inquiry statuses in the brand's colours, the same in every place that shows them: `main` for
 * marks on white (the dashboard chart's bars), `text` on `pale` for badges (WCAG AA at small sizes).
 */
export const INQUIRY_STATUS_COLORS = {
  new: { main: color.navy500, text: color.navy700, pale: color.navy100 },
  in_progress: { main: color.amber, text: "#7a3e00", pale: "#fdecd8" },
  closed: { main: color.teal700, text: "#155e5a", pale: color.teal100 },
} as const;
