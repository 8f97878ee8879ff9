import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { ADMIN_LOGIN, ADMIN_SHELL, type AdminClientConfig, LIST_TABLE } from "@staffing/shared";

/** The demo admin's credentials, as the server gives the login screen. */
export async function demoCredentials(page: Page): Promise<{ email: string; password: string }> {
  const response = await page.request.get("/auth/client-config");
  const config = (await response.json()) as AdminClientConfig;
  if (!config.demoCredentials) throw new Error("The e2e server runs in demo mode and must name its admin.");
  return config.demoCredentials;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, credentials?: { email: string; password: string }): Promise<void> {
  const { email, password } = credentials ?? (await demoCredentials(page));
  await page.goto("/admin/login");
  await page.getByLabel(ADMIN_LOGIN.email).fill(email);
  await page.getByLabel(ADMIN_LOGIN.password).fill(password);
  await page.getByRole("button", { name: ADMIN_LOGIN.submit }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(ADMIN_SHELL.title, { exact: true })).toBeVisible();
}

/**
 * axe finds nothing on the page as a person sees it once it has settled: a menu or a dialog that is
 * still fading in or out is half transparent, and its text would fail the contrast rule.
 */
export async function noViolations(page: Page): Promise<void> {
  expect(await violationsOf(page)).toEqual([]);
}

/** What axe finds on the page once it has settled, each as its rule and where: "rule: selector, ...". */
export async function axeFindings(page: Page): Promise<string[]> {
  return (await violationsOf(page)).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function violationsOf(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // (A spinner runs for ever: only what ends is waited for.)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/** The rows of the screen's table (the header row, which names no item, left out). */
export const rows = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });

/** One row of the screen's table, by the text that names it: a title, an address, an e-mail. */
export const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole("rowheader").getByText(name, { exact: true }) });

/** Opens a row's "More" menu and gives its item with that word. */
export async function rowMenuItem(page: Page, name: string, item: string) {
  await row(page, name)
    .getByRole("button", { name: LIST_TABLE.moreFor(name) })
    .click();
  return page.getByRole("menu", { name: LIST_TABLE.moreFor(name) }).getByRole("menuitem", { name: item });
}
