import { chromium } from "playwright-core";
const [,, url, out, ...widths] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const w of widths.map(Number)) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
  await ctx.addInitScript(() => localStorage.setItem("brand-font", "1"));
  const p = await ctx.newPage();
  await p.goto(url, { waitUntil: "networkidle" });
  await p.evaluate(() => document.fonts.ready);
  await p.screenshot({ path: `${out}-${w}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
