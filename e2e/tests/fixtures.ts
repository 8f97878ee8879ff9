import { test as base, expect, type Page } from "@playwright/test";
import { BRAND_FONT_SEEN_KEY } from "../../apps/web/src/site/brand-font";

/**
 * Every test fails on a console error or warning (hydration mismatches included) and on a page
 * error; a few expected failures can be allowed per test.
 */
export const test = base.extend<{ consoleProblems: string[]; allowConsole: (pattern: RegExp) => void }>({
  // Every visit waits until the page has hydrated: a click before that would be lost.
  page: async ({ page }, use) => {
    await asReturningVisitor(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // The brand font in place: a screenshot and a hover see the text where a visitor does.
      await page.evaluate(() => document.fonts.ready);
      return response;
    };
    await use(page);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await use(problems);
  },
  allowConsole: async ({ consoleProblems }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = consoleProblems.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, "console errors and warnings").toEqual([]);
  },
});

export { expect };

/**
 * As a returning visitor's browser, which holds the brand font: public pages show it from their first
 * paint (site/brand-font.ts; a first visit's page keeps the fallback face: brand-font.spec.ts).
 */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript((key) => {
    try {
      localStorage.setItem(key, "1");
    } catch {
      // A page without storage (about:blank, a data: URL) has no font to show either.
    }
  }, BRAND_FONT_SEEN_KEY);
}

/**
 * Waits until an island of a public page runs (its code fetched when the visitor came to it).
 * Before that, its HTML works on its own: a form posts to the server instead of the API.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"][data-hydrated]`).first()).toBeAttached();
}
