import { describe, expect, it } from "vitest";
import { themeCss } from "./css-variables";
import { tokens } from "./tokens";

describe("the public site's theme", () => {
  const css = themeCss();
  const fallbackFace = css.match(/@font-face \{[^}]*\}/)?.[0] ?? "";

  it("draws its fallback face from Arial, or from a font of Arial's metrics where Arial is missing", () => {
    const sources = [...fallbackFace.matchAll(/local\(['"]?([^'")]+)['"]?\)/g)].map(([, name]) => name);
    expect(sources).toEqual([
      "Arial",
      "ArialMT",
      "Liberation Sans",
      "LiberationSans",
      "Arimo Regular",
      "Arimo-Regular",
    ]);
    // Sized to the brand font's metrics, so its arrival moves no line.
    expect(fallbackFace).toMatch(/size-adjust: [\d.]+%;/);
    expect(fallbackFace).toMatch(/ascent-override: [\d.]+%;/);
  });

  it("paints with the fallback face until the page asks for the brand's", () => {
    const first = (rule: string) => css.match(new RegExp(`${rule} \\{[^}]*?--font-sans: ([^,;]+)`))?.[1];
    expect(first(":root")).toBe(`"${tokens.font.family} Fallback"`);
    expect(first(`:root\\[${tokens.font.brandAttribute}\\]`)).toBe(`"${tokens.font.family}"`);
  });
});
