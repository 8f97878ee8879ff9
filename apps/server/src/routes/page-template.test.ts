import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NONCE_SLOT, PageTemplate } from "./page-template";

const { script, style } = NONCE_SLOT;
const nonces = { script: "c2NyaXB0LW5vbmNlLTE=", style: "c3R5bGUtbm9uY2UtMg==" };
const filled = (html: string) => html.replaceAll(script, nonces.script).replaceAll(style, nonces.style);

// Text that compresses well and text that does not, long enough to span several deflate blocks.
const prose = "<p>Temporary staffing, direct hire and consulting for growing teams.</p>\n".repeat(2000);
const noise = Array.from({ length: 40_000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 94))).join("");

const pages: Record<string, string> = {
  "slots between text": `<html><head><style nonce="${style}">a{}</style></head><body>${prose}<script nonce="${script}">go()</script></body></html>`,
  "a slot first, two together, a slot last": `${script}${style}${prose}${noise}${style}${script}`,
  "no slot at all": `<!DOCTYPE html>${noise}`,
  "many slots over large text": Array.from(
    { length: 30 },
    (_, i) => `${i % 2 ? script : style}${prose.slice(0, 5000)}${noise.slice(i * 100, i * 100 + 3000)}`,
  ).join(""),
  "non-ASCII text": `<p>Café – “quoted” — 日本語 ${style}</p>`,
};

describe("a cached page's bytes", () => {
  it.each(Object.entries(pages))("hold this request's nonces in every slot (%s)", (_name, html) => {
    expect(PageTemplate.fromHtml(html).fill(nonces).toString()).toBe(filled(html));
  });

  it.each(Object.entries(pages))("decompress, as gzip, to exactly those bytes (%s)", (_name, html) => {
    const page = PageTemplate.fromHtml(html);
    // gunzip checks the CRC-32 and the length in the trailer as well as the deflate stream.
    expect(gunzipSync(page.gzip(nonces)).toString()).toBe(filled(html));
    const other = { script: "b3RoZXI=", style: "eWV0LWFub3RoZXI=" };
    expect(gunzipSync(page.gzip(other)).toString()).toBe(
      html.replaceAll(script, other.script).replaceAll(style, other.style),
    );
  });

  it("are much smaller as gzip", () => {
    const page = PageTemplate.fromHtml(pages["slots between text"] ?? "");
    expect(page.gzip(nonces).length).toBeLessThan(page.size / 20);
  });
});
