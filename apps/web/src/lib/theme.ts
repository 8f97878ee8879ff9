import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
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
});
