import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { ADMIN_SHELL, ADMIN_WEBHOOK_TOASTS, ADMIN_WEBHOOKS, WEBHOOK_MESSAGES } from "@staffing/shared";
import { noViolations, row, rowMenuItem, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 21: the Webhooks screen. A receiver on this machine's loopback (the e2e server allows
// private targets) gets the test event; the screen shows the secret once and lists the delivery.

let receiver: http.Server;
let received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiverUrl = "";

test.beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      received.push({ path: request.url ?? "/", headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
test.beforeEach(() => {
  received = [];
});

const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

/** Adds a webhook through the dialog; answers the secret the screen showed once. */
async function addWebhook(page: Page, path: string, description: string): Promise<string> {
  await page.getByRole("button", { name: ADMIN_WEBHOOKS.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_WEBHOOKS.createTitle });
  // Nothing filled in: the fields say what is missing, and nothing is sent.
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeVisible();
  await dialog.getByLabel(ADMIN_WEBHOOKS.fields.url).fill(`${receiverUrl}${path}`);
  await dialog.getByLabel(ADMIN_WEBHOOKS.fields.description).fill(description);
  await dialog
    .getByRole("checkbox", { name: new RegExp(ADMIN_WEBHOOKS.eventLabels["inquiry.created"]) })
    .check();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, ADMIN_WEBHOOK_TOASTS.created)).toBeVisible();
  const secretDialog = page.getByRole("dialog", { name: ADMIN_WEBHOOKS.secretTitle });
  await expect(secretDialog).toBeVisible();
  const secret = await secretDialog.getByLabel(ADMIN_WEBHOOKS.secretLabel).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await noViolations(page);
  await secretDialog.getByRole("button", { name: ADMIN_WEBHOOKS.done }).click();
  await expect(secretDialog).toBeHidden();
  return secret;
}

async function sendTestAndSeeDelivery(page: Page, path: string, description: string) {
  await expect(row(page, description)).toBeVisible();
  await (await rowMenuItem(page, description, ADMIN_WEBHOOKS.sendTest)).click();
  await expect(toast(page, ADMIN_WEBHOOK_TOASTS.testQueued)).toBeVisible();
  await expect
    .poll(() => received.filter((request) => request.path === path).length, { timeout: 15_000 })
    .toBe(1);
  const request = received.find((one) => one.path === path);
  expect(JSON.parse(request?.body ?? "{}").type).toBe("webhook.test");
  expect(request?.headers["webhook-signature"]).toMatch(/^v1,/);

  await (await rowMenuItem(page, description, ADMIN_WEBHOOKS.deliveries)).click();
  const deliveries = page.getByRole("dialog", { name: ADMIN_WEBHOOKS.deliveriesTitle(description) });
  const delivery = deliveries
    .getByRole("row")
    .filter({ hasText: ADMIN_WEBHOOKS.eventLabels["webhook.test"] });
  await expect(delivery).toContainText(ADMIN_WEBHOOKS.deliveredStatus(204), { timeout: 15_000 });
  // Its moment on the company's clock, the zone named (the demo company is in Edmonton).
  await expect(delivery).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} M[SD]T/);
  await expect(delivery).toContainText(String(request?.headers["webhook-id"]));
  await noViolations(page);
  await deliveries.getByRole("button", { name: "Close" }).click();
  await expect(deliveries).toBeHidden();
}

test("an admin adds a webhook, sees its secret once, sends a test event and sees the delivery", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("navigation").getByRole("link", { name: ADMIN_SHELL.nav.webhooks }).click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
  await expect(page.getByRole("heading", { name: ADMIN_WEBHOOKS.heading, level: 1 })).toBeVisible();
  await noViolations(page);

  const secret = await addWebhook(page, "/desktop", "Sales CRM");
  // Shown once: the page holds it no more.
  await expect(page.getByText(secret)).toHaveCount(0);
  await sendTestAndSeeDelivery(page, "/desktop", "Sales CRM");
  await noViolations(page);
});

test("the Webhooks screen works at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/admin/webhooks");
  await expect(page.getByRole("heading", { name: ADMIN_WEBHOOKS.heading, level: 1 })).toBeVisible();
  await addWebhook(page, "/phone", "Phone CRM");
  await sendTestAndSeeDelivery(page, "/phone", "Phone CRM");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);
});
