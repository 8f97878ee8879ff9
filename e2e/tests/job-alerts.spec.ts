import { type APIRequestContext, test as base } from "@playwright/test";
import { CAREERS_TEXTS, JOB_ALERT_TEXTS } from "@staffing/shared";
import { expect, islandReady, test } from "./fixtures";
import { adminGet } from "./site-api";

// Job alerts (issue 30, point 5) from /jobs's empty state: with JavaScript (the island and a toast)
// and without (a post, then the page again with its outcome), the alert prefilled with the list's
// service and category.

// No job of the demo is in this category: the list is empty.
const EMPTY_LIST = "/jobs?service=temporary&category=Marine+Biology";
const FILTERS = "Temporary staffing, Marine Biology";

interface AlertRow {
  email: string;
  service: string | null;
  category: string | null;
  status: string;
  source: string;
}
async function alertsOf(request: APIRequestContext, email: string): Promise<AlertRow[]> {
  const rows = (await adminGet(request, "/api/admin/job-alerts?limit=500")) as AlertRow[];
  return rows.filter((row) => row.email === email);
}

async function emptyStateForm(page: import("@playwright/test").Page) {
  await page.goto(EMPTY_LIST);
  await expect(page.getByRole("heading", { name: CAREERS_TEXTS.emptyTitle })).toBeVisible();
  const signUp = page.getByRole("complementary", { name: JOB_ALERT_TEXTS.emptyHeading });
  await expect(signUp).toContainText(JOB_ALERT_TEXTS.emptyIntro(FILTERS));
  return signUp;
}

test("with JavaScript, the empty state's sign-up stores a pending alert for the list's filters and says to check the inbox", async ({
  page,
  request,
}) => {
  const email = `alert-js-${Date.now()}@example.com`;
  const signUp = await emptyStateForm(page);
  const box = signUp.getByLabel(JOB_ALERT_TEXTS.emailLabel);
  await box.fill(email);
  await islandReady(page, "job-alert-form");
  await signUp.getByRole("button", { name: JOB_ALERT_TEXTS.submit }).click();
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByText(JOB_ALERT_TEXTS.checkInbox, { exact: true }),
  ).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(page).toHaveURL(/\/jobs\?/);
  expect(await alertsOf(request, email)).toEqual([
    expect.objectContaining({
      service: "temporary",
      category: "Marine Biology",
      status: "pending",
      source: "jobs-empty",
    }),
  ]);
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base(
    "the empty state's sign-up posts, and the page comes back saying to check the inbox",
    async ({ page, request }) => {
      const email = `alert-nojs-${Date.now()}@example.com`;
      const signUp = await emptyStateForm(page);
      await signUp.getByLabel(JOB_ALERT_TEXTS.emailLabel).fill(email);
      await signUp.getByRole("button", { name: JOB_ALERT_TEXTS.submit }).click();
      await expect(page).toHaveURL(/\/jobs\?service=temporary&category=Marine\+Biology#empty-job-alert$/);
      await expect(
        page.getByRole("complementary", { name: JOB_ALERT_TEXTS.emptyHeading }).getByRole("status"),
      ).toContainText(JOB_ALERT_TEXTS.checkInbox);
      expect(await alertsOf(request, email)).toEqual([
        expect.objectContaining({ service: "temporary", category: "Marine Biology", status: "pending" }),
      ]);
    },
  );

  base("an address the server refuses comes back with its message and what was typed", async ({ page }) => {
    const signUp = await emptyStateForm(page);
    // (The browser's own check is what a visitor meets first; a form posted past it meets the server's.)
    await signUp.getByLabel(JOB_ALERT_TEXTS.emailLabel).evaluate((input: HTMLInputElement) => {
      input.type = "text";
      input.value = "not-an-address";
    });
    await signUp.getByRole("button", { name: JOB_ALERT_TEXTS.submit }).click();
    const again = page.getByRole("complementary", { name: JOB_ALERT_TEXTS.emptyHeading });
    await expect(again.getByRole("alert")).toBeVisible();
    await expect(again.getByLabel(JOB_ALERT_TEXTS.emailLabel)).toHaveValue("not-an-address");
  });
});

test("a list with jobs has the compact sign-up below it", async ({ page }) => {
  await page.goto("/jobs");
  const compact = page.getByRole("complementary", { name: JOB_ALERT_TEXTS.compactHeading });
  await expect(compact).toContainText(JOB_ALERT_TEXTS.compactIntro);
  await expect(compact.getByRole("button", { name: JOB_ALERT_TEXTS.submit })).toBeVisible();
});
