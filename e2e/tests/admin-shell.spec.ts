import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN_ANALYTICS,
  ADMIN_DASHBOARD,
  ADMIN_LOGIN,
  ADMIN_PAGES,
  ADMIN_SHELL,
  AUTH_TOKEN_STORAGE_KEY,
} from "@staffing/shared";
import { demoCredentials, noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const sidebar = (page: Page) => page.getByRole("navigation", { name: ADMIN_SHELL.title });

async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const config = (await (await request.get("/auth/client-config")).json()) as { anonKey: string };
  const response = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: config.anonKey },
    data: { email, password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test("a visitor who is not signed in is sent to the login screen, and back once signed in", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const { email, password } = await demoCredentials(page);
  await page.goto("/admin/pages");
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fpages$/);
  await expect(page.getByRole("heading", { name: ADMIN_LOGIN.title })).toBeVisible();
  // The server sends admin screens with noindex: they are nobody's search result.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByLabel(ADMIN_LOGIN.email).fill(email);
  await page.getByLabel(ADMIN_LOGIN.password).fill(password);
  await page.getByRole("button", { name: ADMIN_LOGIN.submit }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_PAGES.heading })).toBeVisible();
});

test("a wrong password shows the provider's message in a red alert", async ({ page, allowConsole }) => {
  // The browser logs the provider's 400 answer to the failed sign-in.
  allowConsole(/status of 400/);
  const { email } = await demoCredentials(page);
  await page.goto("/admin/login");
  await page.getByLabel(ADMIN_LOGIN.email).fill(email);
  await page.getByLabel(ADMIN_LOGIN.password).fill("not-the-password");
  await page.getByRole("button", { name: ADMIN_LOGIN.submit }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(/Invalid login credentials/);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the login screen shows the demo credentials", async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  const { email, password } = await demoCredentials(page);
  await page.goto("/admin/login");
  await expect(page.getByText(ADMIN_LOGIN.demoHeading)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(password)).toBeVisible();
  await noViolations(page);
});

test("signing in leads to the dashboard with its counters, the chart and the user menu", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  for (const label of [ADMIN_DASHBOARD.totalPages, ADMIN_DASHBOARD.blogPosts, ADMIN_DASHBOARD.inquiries]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(ADMIN_DASHBOARD.allTime)).toBeVisible();
  await expect(page.getByRole("heading", { name: ADMIN_DASHBOARD.chartHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: ADMIN_DASHBOARD.visitWebsite })).toHaveAttribute(
    "target",
    "_blank",
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY)).toBeTruthy();

  // The screen's own heading and line of what it is for (issue 29), and the user menu of the spec.
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_SHELL.nav.dashboard })).toBeVisible();
  await expect(page.getByText(ADMIN_DASHBOARD.subheading, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: ADMIN_SHELL.userMenu }).click();
  const menu = page.getByRole("menu");
  const { email } = await demoCredentials(page);
  await expect(menu.getByText(email)).toBeVisible();
  for (const entry of [ADMIN_SHELL.profile, ADMIN_SHELL.settings, ADMIN_SHELL.logOut]) {
    await expect(menu.getByRole("menuitem", { name: entry })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await noViolations(page);
});

test("the sidebar lists the admin's sections and toggles with ctrl+b, remembered after a reload", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  const nav = sidebar(page);
  for (const label of Object.values(ADMIN_SHELL.nav)) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.viewWebsite })).toHaveAttribute(
    "target",
    "_blank",
  );

  const state = page.locator("[data-state]").first();
  await expect(state).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(state).toHaveAttribute("data-state", "collapsed");
  // The icon rail keeps every link reachable by name.
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.pages })).toBeVisible();
  const cookies = await page.context().cookies();
  const cookie = cookies.find((entry) => entry.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("[data-state]").first()).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Meta+b");
  await expect(page.locator("[data-state]").first()).toHaveAttribute("data-state", "expanded");

  await nav.getByRole("link", { name: ADMIN_SHELL.nav.pages }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
});

test("on a phone the sidebar is a side sheet opened from the header", async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole("button", { name: ADMIN_SHELL.toggleSidebar }).click();
  await sidebar(page).getByRole("link", { name: ADMIN_SHELL.nav.blog }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(sidebar(page)).toBeHidden();
});

test("an editor sees neither inquiries nor users, and the server refuses them too", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const admin = await demoCredentials(page);
  const adminToken = await accessToken(request, admin.email, admin.password);
  const editor = { email: `editor-${Date.now()}@example.com`, password: "editor-pass-2024" };
  const created = await request.post("/trpc/users.create", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { ...editor, username: "Edith", role: "editor" },
  });
  expect(created.ok()).toBe(true);

  await signIn(page, editor);
  const nav = sidebar(page);
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.pages })).toBeVisible();
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.seo })).toBeVisible();
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.inquiries })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.users })).toHaveCount(0);
  await expect(page.getByRole("button", { name: ADMIN_SHELL.userMenu })).toHaveText("E");
  await page.getByRole("button", { name: ADMIN_SHELL.userMenu }).click();
  await expect(page.getByRole("menu").getByText("Edith")).toBeVisible();

  // Typing the address of a section the role cannot open explains instead of failing.
  await page.goto("/admin/inquiries");
  await expect(page.getByText(ADMIN_SHELL.notAllowed)).toBeVisible();

  const editorToken = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
  const refused = await request.get("/api/admin/inquiries", {
    headers: { authorization: `Bearer ${editorToken}` },
  });
  expect(refused.status()).toBe(403);
});

test("log out clears the session and returns to the login screen", async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await signIn(page);
  await page.getByRole("button", { name: ADMIN_SHELL.userMenu }).click();
  await page.getByRole("menuitem", { name: ADMIN_SHELL.logOut }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fdashboard$/);
});

test("a session signed out elsewhere signs the panel out at its next call (401)", async ({
  page,
  request,
  allowConsole,
}) => {
  // The refused call (401), and the provider refusing to sign out a session already gone (403).
  allowConsole(/status of 40[13]/);
  await signIn(page);
  // The dashboard has its answers (the Performance Overview's come last): the next call is the click's.
  await expect(page.getByText(ADMIN_ANALYTICS.pagesHeading)).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
  const config = (await (await request.get("/auth/client-config")).json()) as { anonKey: string };
  const signedOut = await request.post("/auth/v1/logout?scope=global", {
    headers: { apikey: config.anonKey, authorization: `Bearer ${token}` },
    data: {},
  });
  expect(signedOut.status()).toBe(204);
  await sidebar(page).getByRole("link", { name: ADMIN_SHELL.nav.pages }).click();
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fpages$/);
});
