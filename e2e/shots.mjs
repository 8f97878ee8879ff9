import { chromium } from "@playwright/test";

const base = "http://127.0.0.1:4281";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const screens = (
  process.argv[2] ?? "dashboard,media,redirects,audit-log,blog,pages,inquiries,seo,users"
).split(",");
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password").fill("demo-admin-2024");
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL(/dashboard/);
  for (const screen of screens) {
    await page.goto(`${base}/admin/${screen}`);
    await page.waitForTimeout(2500);
    await page.screenshot({
      path: `/tmp/shots/${screen}-${width}.png`,
      fullPage: process.argv[3] === "full",
    });
  }
  await page.close();
}
await browser.close();
