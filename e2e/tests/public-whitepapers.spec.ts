import { test as base } from "@playwright/test";
import { WHITEPAPER_TEXTS } from "@staffing/shared";
import { expect } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";

// Issue 29: a whitepaper's "Ask for a copy" opens its own request form with the paper named, and the
// paper comes by mail: with no script at all, as a visitor with JavaScript off sees it.

const TITLE = "Planning a seasonal workforce";

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("asking for a whitepaper names it, keeps the request and mails its PDF", async ({ page, request }) => {
    const email = `paper-${Date.now()}@example.com`;
    await page.goto("/resources/whitepapers");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TITLE }) });
    await card.getByRole("link", { name: /Ask for a copy/ }).click();
    await expect(page).toHaveURL(/\/whitepapers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);

    await page.getByLabel(WHITEPAPER_TEXTS.name).fill("Noor Haddad");
    await page.getByLabel(WHITEPAPER_TEXTS.email).fill(email);
    await page.getByLabel(WHITEPAPER_TEXTS.company).fill("Haddad Events");
    await page.getByRole("button", { name: WHITEPAPER_TEXTS.submit }).click();
    await expect(page).toHaveURL(/\/whitepapers\/[0-9a-f-]{36}#whitepaper$/);
    await expect(page.getByRole("status")).toContainText(WHITEPAPER_TEXTS.sentHeading);
    await expect(page.getByRole("status")).toContainText(TITLE);

    const mail = await mailTo(email, WHITEPAPER_TEXTS.mail.subject(TITLE));
    const download = await request.get(linkIn(mail, "/api/whitepapers/download"));
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain("attachment;");
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  base("a request with a wrong address shows the field's message and keeps the name", async ({ page }) => {
    await page.goto("/resources/whitepapers");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TITLE }) });
    await card.getByRole("link", { name: /Ask for a copy/ }).click();
    await page.getByLabel(WHITEPAPER_TEXTS.name).fill("Noor Haddad");
    await page.getByLabel(WHITEPAPER_TEXTS.email).fill("not-an-address");
    await page.getByRole("button", { name: WHITEPAPER_TEXTS.submit }).click();
    await expect(page.getByLabel(WHITEPAPER_TEXTS.email)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(WHITEPAPER_TEXTS.name)).toHaveValue("Noor Haddad");
  });
});
