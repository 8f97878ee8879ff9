import { describe, expect, it } from "vitest";
import { previewDocument } from "./usePreviewDocument";

describe("the live preview's document", () => {
  const page = [
    "<!doctype html><html><head><style>body{color:red}</style>",
    '<link rel="modulepreload" href="/assets/islands.js">',
    '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
    '<body><h1>Careers</h1><script type="module" src="/assets/boot.js"></script>',
    "<p>Text with <style>inside</style></p></body></html>",
  ].join("");

  it("gives every inline stylesheet the panel's nonce, which the frame's policy admits", () => {
    const shown = previewDocument(page, "abc+/=");
    expect(shown.match(/<style nonce="abc\+\/=">/g)).toHaveLength(2);
    expect(shown).not.toMatch(/<style>/);
  });

  it("keeps no script and no preloaded module: nothing runs in the preview", () => {
    const shown = previewDocument(page, "n");
    expect(shown).not.toMatch(/<script|modulepreload/i);
    expect(shown).toContain("<h1>Careers</h1>");
  });

  it("never lets a nonce close its attribute", () => {
    expect(previewDocument("<style>a{}</style>", 'x" onload="y')).toBe(
      '<style nonce="xonload=y">a{}</style>',
    );
  });
});
