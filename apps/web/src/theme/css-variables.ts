import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import plusJakartaSans from "@capsizecss/metrics/plusJakartaSans";
import { tokens } from "./tokens.ts";

/** The site's cascade layers, lowest first: the base, then the shared building blocks (ui.module.css). */
export const CASCADE_LAYERS = "@layer base, ui;";

const kebab = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, "$1-$2").toLowerCase();

/**
 * Fonts drawn to Arial's metrics under other names: Linux's Liberation Sans and ChromeOS's Arimo. The
 * fallback face names them beside Arial, so it applies where Arial is not installed too (it did not
 * on Linux, and the brand font's arrival moved the lines there).
 */
const ARIAL_METRIC_TWINS = ["Liberation Sans", "LiberationSans", "Arimo Regular", "Arimo-Regular"];

/** The fallback face as CSS (Capsize's descriptors), also named after Arial's metric twins. */
function fallbackFaceCss(face: { "@font-face": { src: string } }): string {
  const { src, ...descriptors } = face["@font-face"];
  const sources = [src, ...ARIAL_METRIC_TWINS.map((name) => `local('${name}')`)].join(", ");
  const lines = Object.entries(descriptors).map(([name, value]) => `${kebab(name)}: ${value};`);
  return `@font-face {\n  ${lines.join("\n  ")}\n  src: ${sources};\n}`;
}

/**
 * The public site's theme as CSS: the tokens as custom properties on :root, and a fallback face whose
 * metrics match the web font (size, ascent, descent), so the text keeps its place when the font
 * arrives (no layout shift with `font-display: swap`). Generated at build time by vite.config.ts.
 */
export function themeCss(): string {
  const { fontFamily, fontFaces } = createFontStack(
    [{ ...plusJakartaSans, familyName: tokens.font.family }, arial],
    { fontFaceFormat: "styleObject" },
  );
  const fallbacks = tokens.font.fallback.map((name) => (name.includes(" ") ? `"${name}"` : name)).join(", ");
  // The fallback face alone: the stack without its first name, the brand's family.
  const withoutBrand = fontFamily.split(", ").slice(1).join(", ");
  const properties = [
    ...Object.entries(tokens.color).map(([name, value]) => `--color-${kebab(name)}: ${value};`),
    ...Object.entries(tokens.radius).map(([name, value]) => `--radius-${name}: ${value}px;`),
    ...Object.entries(tokens.shadow).map(([name, value]) => `--shadow-${name}: ${value};`),
    `--font-sans: ${withoutBrand}, ${fallbacks};`,
    `--container-width: ${tokens.containerWidth}px;`,
  ];
  // The brand face once the page says so (tokens.font.brandAttribute, set by the islands' loader after
  // the page has loaded, or at once when this browser already holds the font): its file then never
  // stands between a first visit and the page's largest text, and the metric-matched fallback keeps
  // every line in place when it arrives.
  const brand = `:root[${tokens.font.brandAttribute}] {\n  --font-sans: ${fontFamily}, ${fallbacks};\n}`;
  return `${CASCADE_LAYERS}\n${fontFaces.map(fallbackFaceCss).join("\n")}\n:root {\n  ${properties.join("\n  ")}\n}\n${brand}\n`;
}
