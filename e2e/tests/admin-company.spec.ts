import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN_COMPANY,
  ADMIN_SHELL,
  type AdminClientConfig,
  type CompanyProfile,
  MEDIA_PICKER,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The Company screen: staff change a fact of the company, and every public page shows it.

const T = ADMIN_COMPANY;
const NEW_NUMBER = "+1 (888) 555-0177";
// A one-pixel PNG: an image the library takes.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function adminToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get("/auth/client-config")).json()) as AdminClientConfig;
  if (!config.demoCredentials) throw new Error("The e2e server runs in demo mode and must name its admin.");
  const session = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: config.anonKey },
    data: config.demoCredentials,
  });
  return ((await session.json()) as { access_token: string }).access_token;
}

/** Puts the profile back as it was, so the other tests see the demo's facts. */
async function restore(request: APIRequestContext, profile: CompanyProfile) {
  const response = await request.put("/api/admin/site", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: profile,
  });
  expect(response.status()).toBe(200);
}

/** The profile as a test found it, put back after the test whatever happened in it. */
let original: CompanyProfile | null = null;
test.beforeEach(async ({ request }) => {
  original = (await (await request.get("/api/site")).json()) as CompanyProfile;
});
test.afterEach(async ({ request }) => {
  if (original) await restore(request, original);
});
// A loaded machine takes its time over a long screen and axe.
test.slow();

const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });
const item = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("a phone number changed on the Company screen shows on the public site at once", async ({ page }) => {
  const before = original as CompanyProfile;
  await signIn(page);
  await page
    .getByRole("navigation", { name: ADMIN_SHELL.title })
    .getByRole("link", { name: T.heading })
    .click();
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(page.getByRole("heading", { level: 1, name: T.heading })).toBeVisible();
  await expect(page.getByRole("textbox", { name: T.identity.name, exact: true })).toHaveValue(before.name);
  await noViolations(page);

  // The second number is the 24/7 line: the header's top bar, the footer and the mobile menu's Call.
  const second = item(page, T.phones.item(2));
  await second.getByRole("textbox", { name: T.phones.number, exact: true }).fill(NEW_NUMBER);
  await expect(page.getByText(T.unsavedChanges)).toBeVisible();
  await page.getByRole("button", { name: T.save }).click();
  await expect(toast(page, T.saved)).toBeVisible();

  await page.goto("/blog");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: NEW_NUMBER })).toHaveAttribute("href", "tel:+18885550177");
  await expect(page.locator("#site-footer").getByRole("link", { name: NEW_NUMBER })).toBeVisible();
  await expect(page.getByText(before.phones[1]?.number ?? "none", { exact: true })).toHaveCount(0);
});

test("the Company screen reorders and removes list items, and shows refusals under their fields", async ({
  page,
  request,
  allowConsole,
}) => {
  // The server's 400 is logged by the browser as a failed request.
  allowConsole(/status of 400/);
  const before = original as CompanyProfile;
  await signIn(page);
  await page.goto("/admin/company");

  // Reorder by the keyboard: the second number moves up and is first.
  const second = item(page, T.phones.item(2));
  await second.getByRole("button", { name: T.moveUp(T.phones.item(2)) }).focus();
  await page.keyboard.press("Enter");
  await expect(
    item(page, T.phones.item(1)).getByRole("textbox", { name: T.phones.number, exact: true }),
  ).toHaveValue(before.phones[1]?.number ?? "");

  // An empty number is refused under its field, before anything is sent.
  await item(page, T.phones.item(1)).getByRole("textbox", { name: T.phones.number, exact: true }).fill("");
  await page.getByRole("button", { name: T.save }).click();
  await expect(item(page, T.phones.item(1)).getByText("Number is required")).toBeVisible();
  await expect(
    item(page, T.phones.item(1)).getByRole("textbox", { name: T.phones.number, exact: true }),
  ).toBeFocused();
  await item(page, T.phones.item(1))
    .getByRole("textbox", { name: T.phones.number, exact: true })
    .fill(NEW_NUMBER);

  // A logo chosen from the library, then taken out of it before the save: the server's refusal
  // shows under the logo.
  const token = await adminToken(request);
  const uploaded = await request.post("/api/admin/media", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      alt: "Company logo",
      file: { name: "company-logo.png", mimeType: "image/png", buffer: PIXEL },
    },
  });
  const image = (await uploaded.json()) as { id: string; url: string };
  await page.getByRole("button", { name: T.identity.chooseLogo }).click();
  const picker = page.getByRole("dialog");
  await picker
    .getByRole("button", { name: /company-logo/ })
    .first()
    .click();
  await picker.getByRole("button", { name: MEDIA_PICKER.select, exact: true }).click();
  await expect(page.getByRole("img", { name: T.identity.preview })).toHaveAttribute("src", image.url);
  const removed = await request.delete(`/api/admin/media/${image.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(204);
  await page.getByRole("button", { name: T.save }).click();
  await expect(
    page.getByRole("group", { name: T.identity.logo }).getByText(VALIDATION_MESSAGES.imageNotInLibrary),
  ).toBeVisible();

  // Back to the site's own logo, and one social link fewer: saved.
  await page.getByRole("button", { name: T.identity.removeLogo }).click();
  await item(page, T.social.item(1))
    .getByRole("button", { name: T.remove(T.social.item(1)) })
    .click();
  await page.getByRole("button", { name: T.save }).click();
  await expect(toast(page, T.saved)).toBeVisible();
  const saved = (await (await request.get("/api/site")).json()) as CompanyProfile;
  expect(saved.phones.map((phone) => phone.number)).toEqual([NEW_NUMBER, before.phones[0]?.number]);
  expect(saved.socialLinks).toEqual(before.socialLinks.slice(1));
  expect(saved.logo).toBeNull();
});

test("the Company screen works at 390 px", async ({ page }) => {
  const before = original as CompanyProfile;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/admin/company");
  await expect(page.getByRole("textbox", { name: T.identity.name, exact: true })).toHaveValue(before.name);
  // Nothing wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await noViolations(page);
});
