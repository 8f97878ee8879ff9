import { describe, expect, it } from "vitest";
import { classesInMarkup, parseCss, usedCss } from "./used-css";

const SHEET =
  "@layer base, ui;@font-face{font-family:X;src:url(x.woff2)}:root{--a:1}body{margin:0}" +
  ".hero_a{color:red}.card_b:hover{color:blue}.card_b .title_c,.other_d{font-weight:700}" +
  '[data-x=".pdf"] .link_e{color:green}a[href$=".pdf"]{color:teal}' +
  "@media (width<=599px){.hero_a{padding:0}.card_b{padding:1px}}" +
  "@layer ui{.button_f{border:0}@media (width>=900px){.button_f{border:1px}}}" +
  '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}.quote_g:before{content:"{;}"}';

const keep = (html: string, always: string[] = []) =>
  usedCss(parseCss(SHEET), new Set([...classesInMarkup(html), ...always]));

describe("the stylesheet a page inlines", () => {
  it("keeps the rules of the classes the page uses, in their order, and every rule without a class", () => {
    expect(keep('<div class="hero_a">')).toBe(
      "@layer base, ui;@font-face{font-family:X;src:url(x.woff2)}:root{--a:1}body{margin:0}" +
        '.hero_a{color:red}a[href$=".pdf"]{color:teal}@media (width<=599px){.hero_a{padding:0}}' +
        "@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}",
    );
  });

  it("keeps a rule when any class of its selectors is on the page, and reads several classes per attribute", () => {
    const css = keep('<p class="x card_b  y"><b class="other_d">');
    expect(css).toContain(".card_b:hover{color:blue}");
    expect(css).toContain(".card_b .title_c,.other_d{font-weight:700}");
    expect(css).toContain("@media (width<=599px){.card_b{padding:1px}}");
    expect(css).not.toContain(".hero_a");
  });

  it("does not take a quoted or attribute-selector text for a class", () => {
    expect(keep('<i class="pdf">')).not.toContain(".link_e");
    expect(keep('<i class="link_e">')).toContain('[data-x=".pdf"] .link_e{color:green}');
    expect(keep('<q class="quote_g">')).toContain('.quote_g:before{content:"{;}"}');
  });

  it("keeps an island's rules though its classes are not in the markup yet, inside layers and media", () => {
    expect(keep("<main>", ["button_f"])).toContain(
      "@layer ui{.button_f{border:0}@media (width>=900px){.button_f{border:1px}}}",
    );
    expect(keep("<main>")).not.toContain("@layer ui{");
  });
});
