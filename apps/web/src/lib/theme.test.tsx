import { ThemeProvider, useTheme } from "@mui/material/styles";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteTheme, theme } from "./theme";

const seen: unknown[] = [];

function ThemeProbe() {
  seen.push(useTheme());
  return null;
}

describe("siteTheme", () => {
  it("reaches MUI components as the same theme object on every render", () => {
    const page = (
      <ThemeProvider theme={siteTheme}>
        <ThemeProbe />
      </ThemeProvider>
    );
    renderToString(page);
    renderToString(page);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(theme);
    expect(seen[1]).toBe(theme);
  });
});
