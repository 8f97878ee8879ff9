import { test as base, type Page } from "@playwright/test";
import { APPLICATION_FORM, CAREERS_TEXTS, JOBS_PAGE_SIZE, NAV } from "@staffing/shared";
import { expect, test } from "./fixtures";

// The careers pages (issue 30, "the public side") in a browser, with JavaScript and without: the
// demo's open jobs at /jobs, its filters as a GET form, a job's page with How to apply, and a
// closed job's page pointing to similar open jobs.

/**
 * How many jobs are open now (of those the filters pick): the demo's, and any another test (the
 * panel's, the applications' and alerts') has opened meanwhile.
 */
async function openJobs(page: Page, filters = ""): Promise<number> {
  const response = await page.request.get(`/api/jobs?limit=1${filters}`);
  expect(response.status()).toBe(200);
  return (await response.json()).total;
}
const DATA_ENGINEER = "Senior Data Engineer";
const CLOSED_JOB = "/jobs/bookkeeper-part-time-edmonton";

for (const width of [390, 1024, 1440]) {
  test(`"Find a job" leads from the menu to the open jobs, each leading to its page, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    if (width < 900) {
      await page.getByRole("button", { name: NAV.openMenu }).click();
      await page.getByRole("dialog").getByRole("link", { name: NAV.findJob }).click();
    } else {
      await page.getByRole("banner").getByRole("link", { name: NAV.findJob }).click();
    }
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { level: 1, name: CAREERS_TEXTS.heading })).toBeVisible();
    const open = await openJobs(page);
    expect(open).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole("status")).toHaveText(CAREERS_TEXTS.results(open));
    await expect(page.locator("main ol > li")).toHaveCount(Math.min(open, JOBS_PAGE_SIZE));
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole("link", { name: DATA_ENGINEER }).click();
    await expect(page).toHaveURL(/\/jobs\/senior-data-engineer-calgary$/);
    await expect(page.getByRole("heading", { level: 1, name: DATA_ENGINEER })).toBeVisible();
    const facts = page.getByRole("complementary", { name: CAREERS_TEXTS.factsLabel });
    await expect(facts).toContainText("Hybrid: Calgary, AB, Canada");
    await expect(facts).toContainText("$125,000 – $145,000 per year");
    await expect(facts).toContainText("REQ-1047");
    await page.getByRole("link", { name: CAREERS_TEXTS.howToApplyHeading }).first().click();
    const apply = page.getByRole("form", { name: APPLICATION_FORM.heading });
    await expect(apply).toBeInViewport();
    await expect(apply.getByRole("link", { name: "info@northbridgestaffing.com" })).toHaveAttribute(
      "href",
      "mailto:info@northbridgestaffing.com",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("the filters narrow the list and keep what was chosen; Clear filters shows every job again", async ({
  page,
}) => {
  await page.goto("/jobs");
  await page.getByLabel(CAREERS_TEXTS.locationLabel).selectOption("Calgary");
  await page.getByLabel(CAREERS_TEXTS.typeLabel).selectOption("contract");
  await page.getByRole("button", { name: CAREERS_TEXTS.apply }).click();
  await expect(page).toHaveURL(/location=Calgary/);
  await expect(page.getByRole("status")).toHaveText(
    CAREERS_TEXTS.results(await openJobs(page, "&location=Calgary&employmentType=contract")),
  );
  await expect(page.getByRole("link", { name: "HR Business Partner" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Marketing Coordinator (Contract)" })).toBeVisible();
  await expect(page.getByLabel(CAREERS_TEXTS.locationLabel)).toHaveValue("Calgary");
  await expect(page.getByLabel(CAREERS_TEXTS.typeLabel)).toHaveValue("contract");

  await page.getByLabel(CAREERS_TEXTS.searchLabel).fill("payroll");
  await page.getByLabel(CAREERS_TEXTS.searchLabel).press("Enter");
  await expect(page.getByRole("heading", { name: CAREERS_TEXTS.emptyTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: CAREERS_TEXTS.emptyContact })).toHaveAttribute(
    "href",
    "/contact",
  );

  await page.getByRole("link", { name: CAREERS_TEXTS.clear }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole("status")).toHaveText(CAREERS_TEXTS.results(await openJobs(page)));
});

test("a closed job's page says so, offers no way to apply, and links to similar open jobs", async ({
  page,
}) => {
  const response = await page.goto(CLOSED_JOB);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: CAREERS_TEXTS.closedTitle })).toBeVisible();
  await expect(page.getByRole("region", { name: CAREERS_TEXTS.howToApplyHeading })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  const similar = page.getByRole("region", { name: CAREERS_TEXTS.similarHeading });
  await expect(similar.getByRole("article")).toHaveCount(3);
  // The demo's closed bookkeeping job points to open jobs of its kind; each link leads to its page.
  const first = similar.getByRole("link").first();
  const title = ((await first.textContent()) ?? "").trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("the GET form filters and searches, and the pages link on", async ({ page }) => {
    await page.goto("/jobs");
    await page.getByLabel(CAREERS_TEXTS.remoteLabel).selectOption("remote");
    await page.getByRole("button", { name: CAREERS_TEXTS.apply }).click();
    await expect(page).toHaveURL(/remote=remote/);
    await expect(page.getByRole("status")).toHaveText(
      CAREERS_TEXTS.results(await openJobs(page, "&remote=remote")),
    );
    await expect(page.getByLabel(CAREERS_TEXTS.remoteLabel)).toHaveValue("remote");

    await page.getByLabel(CAREERS_TEXTS.searchLabel).fill("bilingual");
    await page.getByRole("button", { name: CAREERS_TEXTS.apply }).click();
    await expect(page.getByRole("status")).toHaveText(
      CAREERS_TEXTS.results(await openJobs(page, "&remote=remote&q=bilingual")),
    );
    await page.getByRole("link", { name: "Bilingual Customer Support Specialist" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bilingual Customer Support Specialist");
    await expect(page.getByRole("complementary", { name: CAREERS_TEXTS.factsLabel })).toContainText(
      "Remote (Canada)",
    );
    await expect(page.getByRole("region", { name: CAREERS_TEXTS.howToApplyHeading })).toBeVisible();
    // What Google for Jobs reads, in the page as served (no script ran).
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const posting = blocks.find((block) => block["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Bilingual Customer Support Specialist",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "Country", name: "CA" }],
      directApply: true,
    });
  });
});
