import { expect, test } from "@playwright/test";
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_SEEN_KEY } from "../../apps/web/src/site/brand-font";
import { tokens } from "../../apps/web/src/theme/tokens";

// A first visit's page is painted once, in the fallback face sized to the brand's metrics, and its
// text never moves; the brand font is fetched after the load for the pages after it, which show it
// from their first paint (site/brand-font.ts). Plain Playwright: the suite's fixture plays a
// returning visitor.

const headingFamily = (page: import("@playwright/test").Page) =>
  page
    .locator("main h1")
    .first()
    .evaluate((heading) => getComputedStyle(heading).fontFamily);

test("a first visit keeps the fallback face on its first page and shows the brand font on the next", async ({
  page,
}) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const heading = page.locator("main h1").first();
  const before = await heading.boundingBox();
  // The font is fetched for later pages, and this browser remembers it holds it.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), BRAND_FONT_SEEN_KEY)).toBe("1");
  expect(
    await page.evaluate((name) => document.documentElement.hasAttribute(name), BRAND_FONT_ATTRIBUTE),
  ).toBe(false);
  expect(await headingFamily(page)).not.toMatch(new RegExp(`^"${tokens.font.family}",`));
  expect(await heading.boundingBox()).toEqual(before);

  await page.goto("/services");
  expect(
    await page.evaluate((name) => document.documentElement.hasAttribute(name), BRAND_FONT_ATTRIBUTE),
  ).toBe(true);
  expect(await headingFamily(page)).toMatch(new RegExp(`^"${tokens.font.family}",`));
});
