import { tokens } from "../theme/tokens";

// The brand font (Plus Jakarta Sans) never stands between a visit and its first paint, and never
// moves the text of a page being read: as `font-display: optional` would, a page shows the brand face
// only when this browser already holds it as the page begins. A first visit's page stays in the
// fallback face sized to the brand's metrics (theme/css-variables.ts) and fetches the font once it has
// loaded and painted, for the pages after it; a flag of this site's own tells them the font is at hand
// (its file is cached a year, immutable). A swap during the first page would move its text and make
// the swapped paragraph the page's largest contentful paint, seconds late on a phone.

export const BRAND_FONT_ATTRIBUTE = tokens.font.brandAttribute;

/** Kept in localStorage once this browser holds the font; it says nothing about the visitor. */
export const BRAND_FONT_SEEN_KEY = "brand-font";

/** The head's inline script: the brand font from the first paint where it is already at hand. */
export const BRAND_FONT_EARLY_SCRIPT = `try{localStorage.getItem(${JSON.stringify(BRAND_FONT_SEEN_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},"")}catch(e){}`;

/** Once the page has loaded and painted: fetch the brand font for the next pages, and remember it. */
export function fetchBrandFontAfterLoad() {
  if (document.documentElement.hasAttribute(BRAND_FONT_ATTRIBUTE)) return;
  const fetchFont = () => {
    void document.fonts.load(`1em "${tokens.font.family}"`).then((faces) => {
      try {
        if (faces.length > 0) localStorage.setItem(BRAND_FONT_SEEN_KEY, "1");
      } catch {
        // Storage refused (a private window's quota, a policy): the next page stays in the fallback.
      }
    });
  };
  // After the frame that follows the load: the font's file never competes with the page's own.
  const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(fetchFont));
  if (document.readyState === "complete") afterNextPaint();
  else addEventListener("load", afterNextPaint, { once: true });
}
