import { tokens } from "../theme/tokens";

// The brand font (Plus Jakarta Sans) is not on a first visit's critical path: the page is painted
// at once in the fallback face sized to the brand's metrics (theme/css-variables.ts), and the brand
// face is asked for once the page has loaded. A browser that has had the font since (it is cached a
// year, immutable) is told so by a flag of this site's own, and uses the font from the first paint.

export const BRAND_FONT_ATTRIBUTE = tokens.font.brandAttribute;

/** Kept in localStorage once this browser holds the font; it says nothing about the visitor. */
const SEEN_KEY = "brand-font";

/** The head's inline script: the brand font from the first paint where it is already at hand. */
export const BRAND_FONT_EARLY_SCRIPT = `try{localStorage.getItem(${JSON.stringify(SEEN_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)},"")}catch(e){}`;

/** Once the page has loaded and painted: use the brand font, and remember that this browser has it. */
export function showBrandFontAfterLoad() {
  const show = () => {
    document.documentElement.setAttribute(BRAND_FONT_ATTRIBUTE, "");
    void document.fonts.load(`1em "${tokens.font.family}"`).then((faces) => {
      try {
        if (faces.length > 0) localStorage.setItem(SEEN_KEY, "1");
      } catch {
        // Storage refused (a private window's quota, a policy): the next page waits for load again.
      }
    });
  };
  // After the frame that follows the load: the first paint (the page's largest text with it) never
  // waits for the font's file, however quickly the page loaded.
  const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(show));
  if (document.readyState === "complete") afterNextPaint();
  else addEventListener("load", afterNextPaint, { once: true });
}
