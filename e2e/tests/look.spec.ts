import { expect, test } from "@playwright/test";

// Screenshot baselines of every public page at a phone's width and a laptop's: a change of look is
// always deliberate. Update them on purpose with `pnpm --filter @staffing/e2e exec playwright test
// look --update-snapshots`, look at the new pictures, and commit them. (This project runs before the
// others, which change the demo content.)

const PAGES = [
  ["home", "/"],
  ["services", "/services"],
  ["services-direct-hire", "/services#direct-hire"],
  ["about", "/about"],
  ["blog", "/blog"],
  ["post", "/blog/managing-remote-teams-across-time-zones"],
  ["contact", "/contact"],
  ["faq", "/faq"],
  ["case-studies", "/resources/case-studies"],
  ["whitepapers", "/resources/whitepapers"],
  ["reports", "/resources/reports"],
  ["careers", "/careers"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["cookies", "/cookies"],
  ["not-found", "/no/such/page"],
] as const;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.setTimeout(90_000);
    for (const [name, path] of PAGES) {
      test(`${name} looks as it did`, async ({ page }) => {
        await page.goto(path);
        // Every image and the web font in place, as a visitor sees the page once it has loaded.
        await page.evaluate(() => {
          for (const image of document.querySelectorAll("img")) image.loading = "eager";
        });
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: "disabled",
          maxDiffPixelRatio: 0.002,
          // A long page on a busy machine takes a while to capture twice alike.
          timeout: 30_000,
        });
      });
    }
  });
}
