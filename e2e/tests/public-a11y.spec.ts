import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { BLOG_TEXTS, COMPANY, MAIL_TEXTS, NEWSLETTER_TEXTS, NOT_FOUND } from "@staffing/shared";
import { expect, test } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";

// Every page a visitor can reach, at a phone's width and a laptop's: axe finds nothing serious (or
// worse), no id is given twice, and each has the site's header and footer. The newsletter's pages are
// reached as a reader reaches them, from the links of the confirmation mail.

const READER = "a11y-reader@example.com";

/** The pages, by name: a path, or the link of the reader's confirmation mail that leads there. */
const PAGES: { name: string; path: (links: MailLinks) => string; status?: number }[] = [
  { name: "home", path: () => "/" },
  { name: "services", path: () => "/services" },
  { name: "about", path: () => "/about" },
  { name: "contact", path: () => "/contact" },
  { name: "blog", path: () => "/blog" },
  { name: "a post", path: () => "/blog/managing-remote-teams-across-time-zones" },
  { name: "faq", path: () => "/faq" },
  { name: "privacy", path: () => "/privacy" },
  { name: "jobs", path: () => "/jobs" },
  { name: "jobs, none matching", path: () => "/jobs?q=zebrafish" },
  { name: "a job", path: () => "/jobs/senior-data-engineer-calgary" },
  { name: "a closed job", path: () => "/jobs/bookkeeper-part-time-edmonton" },
  { name: "newsletter confirmed", path: (links) => links.confirm },
  { name: "newsletter unsubscribe", path: (links) => links.unsubscribe },
  {
    name: "newsletter link no longer valid",
    path: () => "/api/newsletter/confirm?token=made-up",
    status: 404,
  },
  { name: "not found", path: () => "/no/such/page", status: 404 },
];

interface MailLinks {
  confirm: string;
  unsubscribe: string;
}

let links: MailLinks | undefined;

/** The reader's confirmation mail's links (subscribed once, for every test of this file). */
async function mailLinks(page: Page): Promise<MailLinks> {
  if (!links) {
    const response = await page.request.post("/api/newsletter", {
      data: { email: READER, source: "footer" },
    });
    expect(response.status()).toBe(202);
    const mail = await mailTo(READER, MAIL_TEXTS.newsletterConfirmation.subject(COMPANY.name));
    const path = (link: string) => new URL(link).pathname + new URL(link).search;
    links = {
      confirm: path(linkIn(mail, "/api/newsletter/confirm")),
      unsubscribe: path(linkIn(mail, "/api/newsletter/unsubscribe")),
    };
  }
  return links;
}

/** axe's findings of this impact or worse, named by rule and element. */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** Every id the page gives more than one element. */
const repeatedIds = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll("[id]"))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const { name, path, status = 200 } of PAGES) {
      test(`${name}: axe finds nothing serious, no id twice, the site's header and footer`, async ({
        page,
        allowConsole,
      }) => {
        test.setTimeout(60_000);
        if (status === 404) allowConsole(/status of 404/);
        const response = await page.goto(path(await mailLinks(page)));
        expect(response?.status()).toBe(status);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeAttached();
        expect(await repeatedIds(page)).toEqual([]);
        expect(await seriousFindings(page)).toEqual([]);
      });
    }
  });
}

test("the not-found screen's large 404 stands out from the page (contrast: axe)", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 404/);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND.title })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  expect(violations).toEqual([]);
});

test("/blog gives its newsletter form and the form's heading ids of their own", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("region", { name: BLOG_TEXTS.newsletterHeading })).toBeVisible();
  expect(await page.locator('[id="blog-newsletter"]').count()).toBe(1);
  expect(await repeatedIds(page)).toEqual([]);
});

test("the unsubscribe page's button unsubscribes, on a page of the site", async ({ page }) => {
  const { unsubscribe } = await mailLinks(page);
  await page.goto(unsubscribe);
  await expect(
    page.getByRole("heading", { level: 1, name: NEWSLETTER_TEXTS.unsubscribePage.title }),
  ).toBeVisible();
  await page.getByRole("button", { name: NEWSLETTER_TEXTS.unsubscribePage.button }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: NEWSLETTER_TEXTS.unsubscribePage.doneTitle }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  // The site's font, not the system's.
  expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).toContain(
    "Plus Jakarta Sans",
  );
  expect(await seriousFindings(page)).toEqual([]);
});
