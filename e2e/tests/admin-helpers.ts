import { expect, type Page } from "@playwright/test";
import { ADMIN_LOGIN, ADMIN_SHELL, type AdminClientConfig } from "@staffing/shared";

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
