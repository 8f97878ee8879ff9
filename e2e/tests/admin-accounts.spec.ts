import type { APIRequestContext, Page } from "@playwright/test";
import {
  ACCOUNT_TEXTS,
  ADMIN_LOGIN,
  ADMIN_SHELL,
  ADMIN_TITLES,
  ADMIN_USERS,
  type AdminClientConfig,
  COMPANY,
  MAIL_TEXTS,
  ROLE_LABELS,
} from "@staffing/shared";
import { demoCredentials, noViolations, row, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { linkIn, mailTo, totpCode } from "./mailbox";

// Staff accounts in the panel: a forgotten password, two-factor sign-in, an invited colleague.
// Mails arrive at the tests' SMTP server process.

async function adminToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get("/auth/client-config")).json()) as AdminClientConfig;
  const response = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: config.anonKey },
    data: config.demoCredentials,
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A new staff account made through the admin API. */
async function newStaff(request: APIRequestContext, name: string, role = "editor") {
  const user = {
    username: `${name}${Date.now()}`,
    email: `${name}${Date.now()}@example.com`,
    password: `${name}-password-1`,
  };
  const response = await request.post("/api/admin/users", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { ...user, role },
  });
  expect(response.status()).toBe(201);
  return user;
}

const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

async function logOut(page: Page) {
  await page.getByRole("button", { name: ADMIN_SHELL.userMenu }).click();
  await page.getByRole("menuitem", { name: ADMIN_SHELL.logOut }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test("'Forgot password?' through the e-mailed link to the dashboard, and the new password signs in", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const user = await newStaff(page.request, "forgetful");
  await page.goto("/admin/login");
  await page.getByRole("link", { name: ACCOUNT_TEXTS.login.forgotPassword }).click();
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXTS.forgot.title })).toBeVisible();
  await noViolations(page);
  await page.getByLabel(ACCOUNT_TEXTS.forgot.email).fill(user.email);
  await page.getByRole("button", { name: ACCOUNT_TEXTS.forgot.submit }).click();
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_TEXTS.forgot.sent);

  const mail = await mailTo(user.email, MAIL_TEXTS.recovery.subject(COMPANY.name));
  await page.goto(linkIn(mail, "/auth/v1/verify"));
  await expect(page).toHaveURL(/\/admin\/set-password/);
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXTS.setPassword.title })).toBeVisible();
  await noViolations(page);
  await page
    .getByRole("textbox", { name: ACCOUNT_TEXTS.setPassword.newPassword, exact: true })
    .fill("a-brand-new-password");
  await page.getByLabel(ACCOUNT_TEXTS.setPassword.confirmPassword).fill("a-brand-new-password");
  await page.getByRole("button", { name: ACCOUNT_TEXTS.setPassword.submit }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(ADMIN_SHELL.title, { exact: true })).toBeVisible();

  await logOut(page);
  await signIn(page, { email: user.email, password: "a-brand-new-password" });

  // The link works once: followed again, the screen says it has expired.
  await logOut(page);
  await page.goto(linkIn(mail, "/auth/v1/verify"));
  await expect(
    page.getByRole("heading", { level: 1, name: ACCOUNT_TEXTS.setPassword.expiredTitle }),
  ).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXTS.setPassword.expiredRecovery)).toBeVisible();
});

test("enrol two-factor sign-in in Settings, then sign in again with a code", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const user = await newStaff(page.request, "careful");
  await signIn(page, user);
  await page.getByRole("button", { name: ADMIN_SHELL.userMenu }).click();
  await page.getByRole("menuitem", { name: ADMIN_SHELL.settings }).click();
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_TITLES.settings })).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXTS.settings.twoFactor.off)).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXTS.settings.sessions.current)).toBeVisible();

  await page.getByRole("button", { name: ACCOUNT_TEXTS.settings.twoFactor.enable }).click();
  const qr = page.getByRole("img", { name: ACCOUNT_TEXTS.settings.twoFactor.qrAlt });
  await expect(qr).toBeVisible();
  // The QR code really draws (a broken data URL would leave an empty image).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await noViolations(page);
  const secret = await page.getByLabel(ACCOUNT_TEXTS.settings.twoFactor.secret).inputValue();
  await page.getByLabel(ACCOUNT_TEXTS.settings.twoFactor.code).fill(totpCode(secret));
  await page.getByRole("button", { name: ACCOUNT_TEXTS.settings.twoFactor.turnOn }).click();
  await expect(toast(page, ACCOUNT_TEXTS.settings.twoFactor.enabled)).toBeVisible();
  await expect(page.getByText(ACCOUNT_TEXTS.settings.twoFactor.on)).toBeVisible();

  await logOut(page);
  await page.getByLabel(ADMIN_LOGIN.email).fill(user.email);
  await page.getByLabel(ADMIN_LOGIN.password).fill(user.password);
  await page.getByRole("button", { name: ADMIN_LOGIN.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXTS.login.codeTitle })).toBeVisible();
  await noViolations(page);
  // The code just used is good once; the next period's is accepted (one step of clock drift).
  await page.getByLabel(ACCOUNT_TEXTS.login.code).fill(totpCode(secret, 1));
  await page.getByRole("button", { name: ACCOUNT_TEXTS.login.verify }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(ADMIN_SHELL.title, { exact: true })).toBeVisible();
});

test("an invited colleague sets a password from the e-mail and sees the menus of their role", async ({
  page,
  browser,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const colleague = { username: `invited${Date.now()}`, email: `invited${Date.now()}@example.com` };
  await signIn(page, await demoCredentials(page));
  await page.goto("/admin/users");
  await page.getByRole("button", { name: ADMIN_USERS.invite }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_USERS.createTitle });
  await dialog.getByLabel(ADMIN_USERS.fields.username).fill(colleague.username);
  await dialog.getByLabel(ADMIN_USERS.fields.email).fill(colleague.email);
  await dialog.getByRole("combobox", { name: ADMIN_USERS.fields.role }).click();
  await page.getByRole("option", { name: ROLE_LABELS.seo_manager, exact: true }).click();
  await dialog.getByRole("button", { name: ADMIN_USERS.invite }).click();
  await expect(toast(page, ACCOUNT_TEXTS.users.inviteSent)).toBeVisible();
  const card = row(page, colleague.username);
  await expect(card.getByText(ACCOUNT_TEXTS.users.invited, { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: ACCOUNT_TEXTS.users.resend })).toBeVisible();

  const mail = await mailTo(colleague.email, MAIL_TEXTS.invite.subject(COMPANY.name));
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  await colleaguePage.goto(linkIn(mail, "/auth/v1/verify"));
  await expect(
    colleaguePage.getByRole("heading", { level: 1, name: ACCOUNT_TEXTS.setPassword.inviteTitle }),
  ).toBeVisible();
  await colleaguePage
    .getByRole("textbox", { name: ACCOUNT_TEXTS.setPassword.newPassword, exact: true })
    .fill("my-chosen-password");
  await colleaguePage.getByLabel(ACCOUNT_TEXTS.setPassword.confirmPassword).fill("my-chosen-password");
  await colleaguePage.getByRole("button", { name: ACCOUNT_TEXTS.setPassword.submit }).click();
  await expect(colleaguePage).toHaveURL(/\/admin\/dashboard$/);
  const nav = colleaguePage.getByRole("navigation", { name: ADMIN_SHELL.title });
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.seo })).toBeVisible();
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.inquiries })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.users })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.subscribers })).toHaveCount(0);
  await context.close();

  await page.reload();
  await expect(row(page, colleague.username).getByText(ADMIN_USERS.active, { exact: true })).toBeVisible();
});
