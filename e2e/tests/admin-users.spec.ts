import type { Page } from "@playwright/test";
import {
  ADMIN_COMMON,
  ADMIN_SEO,
  ADMIN_SHELL,
  ADMIN_TOASTS,
  ADMIN_USERS,
  PAGE_TYPE_LABELS,
  ROLE_LABELS,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { demoCredentials, noViolations, row, rows, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

async function expectToast(page: Page, title: string) {
  await expect(toast(page, title)).toBeVisible();
  await toast(page, title).getByRole("button", { name: "Close" }).click();
  await expect(toast(page, title)).toBeHidden();
}

/** Adds a user through the 'Add User' dialog and waits for the new card. */
async function addUser(
  page: Page,
  user: { username: string; email: string; password: string; role: string },
) {
  await page.getByRole("button", { name: ADMIN_USERS.invite }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_USERS.createTitle });
  await dialog.getByLabel(ADMIN_USERS.fields.username).fill(user.username);
  await dialog.getByLabel(ADMIN_USERS.fields.email).fill(user.email);
  await dialog.getByLabel(ADMIN_USERS.fields.password).fill(user.password);
  await dialog.getByRole("combobox", { name: ADMIN_USERS.fields.role }).click();
  await page.getByRole("option", { name: user.role, exact: true }).click();
  await dialog.getByRole("button", { name: ADMIN_USERS.invite }).click();
  await expectToast(page, ADMIN_TOASTS.userCreated);
  await expect(dialog).toBeHidden();
  await expect(row(page, user.username)).toBeVisible();
}

test("an admin adds an editor, who then sees neither Inquiries nor Users and cannot change SEO", async ({
  page,
  browser,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const admin = await demoCredentials(page);
  await signIn(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_USERS.heading })).toBeVisible();
  // The signed-in admin is marked and cannot lock themselves out.
  const me = rows(page).filter({ hasText: admin.email });
  await expect(me.getByText(ADMIN_USERS.you, { exact: true })).toBeVisible();
  await expect(me.getByRole("button", { name: ADMIN_USERS.disable })).toHaveCount(0);
  await expect(me.getByRole("combobox", { name: ADMIN_USERS.fields.role })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await noViolations(page);

  // The dialog checks the fields before asking the server.
  await page.getByRole("button", { name: ADMIN_USERS.invite }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_USERS.createTitle });
  await dialog.getByRole("button", { name: ADMIN_USERS.invite }).click();
  await expect(dialog.getByText("Username is required")).toBeVisible();
  await expect(dialog.getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
  await noViolations(page);
  await dialog.getByRole("button", { name: ADMIN_COMMON.cancel }).click();

  const stamp = Date.now();
  const editor = {
    username: `editor${stamp}`,
    email: `editor-${stamp}@example.com`,
    password: "editor-pass-2024",
  };
  await addUser(page, { ...editor, role: ROLE_LABELS.editor });
  const card = row(page, editor.username);
  await expect(card.getByRole("combobox", { name: ADMIN_USERS.fields.role })).toHaveText(ROLE_LABELS.editor);
  await expect(card.getByText(ADMIN_USERS.active, { exact: true })).toBeVisible();
  await expect(card.getByText(editor.email)).toBeVisible();

  // The editor, in a browser of their own.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editorPage = await context.newPage();
  const problems: string[] = [];
  editorPage.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  await signIn(editorPage, editor);
  const nav = editorPage.getByRole("navigation", { name: ADMIN_SHELL.title });
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.seo })).toBeVisible();
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.inquiries })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.users })).toHaveCount(0);
  // SEO: read, never write.
  await nav.getByRole("link", { name: ADMIN_SHELL.nav.seo }).click();
  await expect(editorPage.getByRole("article", { name: PAGE_TYPE_LABELS.home, exact: true })).toBeVisible();
  await expect(editorPage.getByText(ADMIN_SEO.readOnly)).toBeVisible();
  await expect(editorPage.getByRole("button", { name: ADMIN_SEO.add })).toHaveCount(0);
  await expect(editorPage.getByRole("button", { name: ADMIN_COMMON.edit })).toHaveCount(0);
  await context.close();
  expect(problems).toEqual([]);
});

test("an admin changes a user's role, disables them and enables them again", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await page.goto("/admin/users");
  const stamp = Date.now();
  const user = { username: `seo${stamp}`, email: `seo-${stamp}@example.com`, password: "seo-pass-2024" };
  await addUser(page, { ...user, role: ROLE_LABELS.editor });
  const card = row(page, user.username);

  await card.getByRole("combobox", { name: ADMIN_USERS.fields.role }).click();
  await page.getByRole("option", { name: ROLE_LABELS.seo_manager, exact: true }).click();
  await expectToast(page, ADMIN_TOASTS.userUpdated);
  await expect(card.getByRole("combobox", { name: ADMIN_USERS.fields.role })).toHaveText(
    ROLE_LABELS.seo_manager,
  );

  await card.getByRole("button", { name: ADMIN_USERS.disable }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(ADMIN_USERS.disableConfirm(user.username));
  await confirm.getByRole("button", { name: ADMIN_USERS.disable }).click();
  await expectToast(page, ADMIN_TOASTS.userUpdated);
  await expect(card.getByText(ADMIN_USERS.disabled, { exact: true })).toBeVisible();

  await card.getByRole("button", { name: ADMIN_USERS.enable }).click();
  await expectToast(page, ADMIN_TOASTS.userUpdated);
  await expect(card.getByText(ADMIN_USERS.active, { exact: true })).toBeVisible();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(card.getByRole("combobox", { name: ADMIN_USERS.fields.role })).toHaveText(
    ROLE_LABELS.seo_manager,
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list fits and the 'Add User' dialog fills the screen", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await signIn(page);
    await page.goto("/admin/users");
    await expect(rows(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: ADMIN_USERS.invite }).click();
    const dialog = page.getByRole("dialog", { name: ADMIN_USERS.createTitle });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(390);
  });
});
