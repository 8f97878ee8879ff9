import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or warning (hydration mismatches included) and on a page
 * error; a few expected failures can be allowed per test.
 */
export const test = base.extend<{ consoleProblems: string[]; allowConsole: (pattern: RegExp) => void }>({
  // Every visit waits until the page has hydrated: a click before that would be lost.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // A public page swaps to the brand font once it has loaded and painted (site/brand-font.ts):
      // the text may move a few pixels then, so a test acts after it, as a visitor's eye settles.
      await page.evaluate(async () => {
        if (!document.querySelector("[data-island]")) return;
        await new Promise<void>((settled) => {
          const check = () =>
            document.documentElement.hasAttribute("data-brand-font")
              ? settled()
              : requestAnimationFrame(check);
          check();
        });
        await document.fonts.ready;
      });
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
 * Waits until an island of a public page runs (its code fetched when the visitor came to it).
 * Before that, its HTML works on its own: a form posts to the server instead of the API.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"][data-hydrated]`).first()).toBeAttached();
}
