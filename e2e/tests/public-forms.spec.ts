import { test as base } from "@playwright/test";
import {
  FOOTER,
  INQUIRY_FORM,
  INQUIRY_THANKS,
  NEWSLETTER_TEXTS,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { expect } from "./fixtures";
import { inquiriesNamed } from "./site-api";

// The inquiry form is how the company wins customers: it must store what a visitor sends, once,
// whether or not the page's script has run, and with no script at all.

const unique = (label: string) => `${label} ${Date.now()}-${Math.round(Math.random() * 1e6)}`;

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  for (const path of ["/", "/services", "/contact"]) {
    base(`an inquiry sent from ${path} is stored and the page says so`, async ({ page, request }) => {
      const name = unique("No Script");
      await page.goto(path);
      await page.getByLabel(INQUIRY_FORM.name).fill(name);
      await page.getByLabel(INQUIRY_FORM.email).fill("noscript@example.com");
      await page.getByLabel(INQUIRY_FORM.service).selectOption("temporary");
      await page.getByLabel(INQUIRY_FORM.message).fill("Six forklift drivers from Monday.");
      await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}#inquiry$`));
      await expect(page.getByRole("status")).toContainText(INQUIRY_THANKS.title(name));
      const stored = await inquiriesNamed(request, name);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ service: "temporary", message: "Six forklift drivers from Monday." });
    });
  }

  base("a refused inquiry shows the field errors and keeps what was typed", async ({ page, request }) => {
    const name = unique("Refused");
    await page.goto("/contact");
    await page.getByLabel(INQUIRY_FORM.name).fill(name);
    await page.getByLabel(INQUIRY_FORM.email).fill("not-an-address");
    await page.getByLabel(INQUIRY_FORM.company).fill("Typed Company");
    await page.getByLabel(INQUIRY_FORM.message).fill("Everything I typed is still here.");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeVisible();
    await expect(page.getByLabel(INQUIRY_FORM.email)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(INQUIRY_FORM.name)).toHaveValue(name);
    await expect(page.getByLabel(INQUIRY_FORM.email)).toHaveValue("not-an-address");
    await expect(page.getByLabel(INQUIRY_FORM.company)).toHaveValue("Typed Company");
    await expect(page.getByLabel(INQUIRY_FORM.message)).toHaveValue("Everything I typed is still here.");
    expect(await inquiriesNamed(request, name)).toHaveLength(0);
    // Corrected and sent again: stored.
    await page.getByLabel(INQUIRY_FORM.email).fill("fixed@example.com");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByRole("status")).toContainText(INQUIRY_THANKS.title(name));
    expect(await inquiriesNamed(request, name)).toHaveLength(1);
  });

  base("the newsletter form subscribes and says so", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(FOOTER.newsletterLabel).fill(`noscript-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: FOOTER.subscribe }).click();
    await expect(page).toHaveURL(/\/about#newsletter$/);
    await expect(page.getByRole("contentinfo").getByRole("status")).toContainText(
      NEWSLETTER_TEXTS.checkInbox,
    );
  });
});

// A mid-range phone: the CPU four times slower. Autofill fills the form the moment it shows, and the
// visitor presses Send before the page's script has even arrived.
base.describe("on a slow phone", () => {
  base(
    "an inquiry sent the moment the form is visible is stored once and thanked",
    async ({ page, request }) => {
      const client = await page.context().newCDPSession(page);
      await client.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await client.send("Network.enable");
      await client.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      const name = unique("Fast Finger");
      await page.goto("/contact", { waitUntil: "commit" });
      const field = page.getByLabel(INQUIRY_FORM.name);
      await field.waitFor({ state: "visible" });
      await field.fill(name);
      await page.getByLabel(INQUIRY_FORM.email).fill("fast@example.com");
      await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
      await expect(page.getByText(INQUIRY_THANKS.nextHeading).first()).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(() => inquiriesNamed(request, name).then((rows) => rows.length), { timeout: 10_000 })
        .toBe(1);
      // And it stays one: nothing arrives late.
      await page.waitForTimeout(2000);
      expect(await inquiriesNamed(request, name)).toHaveLength(1);
    },
  );

  base(
    "a visitor already in the form when the page's script arrives has the form's checks at once",
    async ({ page }) => {
      // The islands' loader comes after the first paint; here it is held back until the visitor is in the form.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/islands-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/contact", { waitUntil: "domcontentloaded" });
      await page.getByLabel(INQUIRY_FORM.name).focus();
      release();
      await expect(page.locator('[data-island="inquiry-form"][data-hydrated]')).toBeAttached();
      // The island checks in place: nothing is sent, the address stays.
      await page.getByLabel(INQUIRY_FORM.name).fill("Early Bird");
      await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
      await expect(page.getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
      await expect(page).toHaveURL(/\/contact$/);
    },
  );

  base("a double press stores one inquiry, before the script runs and after", async ({ page, request }) => {
    const client = await page.context().newCDPSession(page);
    await client.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    for (const waitForScript of [false, true]) {
      const name = unique(waitForScript ? "Double Ready" : "Double Early");
      await page.goto("/contact", { waitUntil: waitForScript ? "networkidle" : "commit" });
      await page.getByLabel(INQUIRY_FORM.name).fill(name);
      await page.getByLabel(INQUIRY_FORM.email).fill("double@example.com");
      await page.getByRole("button", { name: INQUIRY_FORM.submit }).dblclick();
      await expect(page.getByText(INQUIRY_THANKS.nextHeading).first()).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(() => inquiriesNamed(request, name).then((rows) => rows.length), { timeout: 10_000 })
        .toBe(1);
      await page.waitForTimeout(1500);
      expect(await inquiriesNamed(request, name), name).toHaveLength(1);
    }
  });
});
