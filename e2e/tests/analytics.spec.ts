import { type APIRequestContext, test as base, devices } from "@playwright/test";
import { ADMIN_ANALYTICS, ADMIN_DASHBOARD, type AdminClientConfig, lastDays } from "@staffing/shared";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 21's first-party analytics in a browser: each page a visitor opens is counted through the
// loader's beacon and reaches the analytics API within the flush interval (500 ms in these tests,
// e2e/serve.mjs); with JavaScript off nothing is sent and every page still works.

interface AnalyticsReport {
  days: { date: string; views: number; inquiries: number }[];
  pages: { path: string; views: number }[];
  referrers: { host: string | null; views: number }[];
  sources: { source: string; views: number }[];
}

/** Today's analytics, read through the admin API as the demo admin. */
async function analyticsToday(request: APIRequestContext): Promise<AnalyticsReport> {
  const config = (await (await request.get("/auth/client-config")).json()) as AdminClientConfig;
  if (!config.demoCredentials) throw new Error("The e2e server runs in demo mode and must name its admin.");
  const session = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: config.anonKey },
    data: config.demoCredentials,
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const { from, to } = lastDays(1);
  const response = await request.get(`/api/admin/analytics?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

const viewsOf = (report: AnalyticsReport, path: string) =>
  report.pages.find((page) => page.path === path)?.views ?? 0;
const sourceViews = (report: AnalyticsReport, source: string) =>
  report.sources.find((row) => row.source === source)?.views ?? 0;

test("pages opened with JavaScript are counted, with the referrer's host and the campaign, within the flush interval", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const before = await analyticsToday(request);
  const campaign = `e2e-${Date.now()}`;

  await page.goto(`/about?utm_source=${campaign}`, { referer: "https://www.example.org/jobs" });
  await page.goto("/services");
  await page.getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);

  await expect
    .poll(async () => {
      const now = await analyticsToday(request);
      return {
        about: viewsOf(now, "/about") - viewsOf(before, "/about"),
        services: viewsOf(now, "/services") - viewsOf(before, "/services"),
        blog: viewsOf(now, "/blog") - viewsOf(before, "/blog"),
        campaign: sourceViews(now, campaign),
        fromExample: now.referrers.some((row) => row.host === "example.org"),
      };
    })
    .toEqual({ about: 1, services: 1, blog: 1, campaign: 1, fromExample: true });
});

test("the dashboard's Performance Overview shows today's views and where visitors came from", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await page.goto("/contact", { referer: "https://news.example.net/story" });
  await signIn(page);
  const overview = page.getByRole("heading", { name: ADMIN_DASHBOARD.performanceHeading }).locator("..");
  await expect(overview.getByText(ADMIN_ANALYTICS.text)).toBeVisible();
  // The page views reach the API within the flush interval; the dashboard reads it on each visit.
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole("table", { name: ADMIN_ANALYTICS.referrersHeading }).getByText("news.example.net"),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // Issue 29: another period, the pages visits began at, and the report as a file.
  await overview.getByRole("button", { name: ADMIN_ANALYTICS.lastDays(7) }).click();
  await expect(overview.getByRole("button", { name: ADMIN_ANALYTICS.lastDays(7) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const landingPages = page.getByRole("table", { name: ADMIN_ANALYTICS.pagesHeading });
  await expect(landingPages.getByRole("columnheader", { name: ADMIN_ANALYTICS.visits })).toBeVisible();
  await expect(landingPages.getByRole("row").filter({ hasText: "/contact" })).toBeVisible();
  const download = page.waitForEvent("download");
  await overview.getByRole("button", { name: ADMIN_ANALYTICS.downloadCsv }).click();
  const { from, to } = lastDays(7);
  expect((await download).suggestedFilename()).toBe(`analytics-${from}-to-${to}.csv`);
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("pages work and send nothing: no view is counted", async ({ page, browser, request }) => {
    const campaign = `no-script-${Date.now()}`;
    for (const path of ["/", "/about", "/services", "/blog", "/contact"]) {
      const response = await page.goto(`${path}?utm_source=${campaign}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // A view sent with JavaScript after them is counted, so theirs would have been by now.
    // (A page of its own would take this block's options: JavaScript on, and an ordinary browser's
    // user agent, not a headless one's.)
    const withScript = await browser.newPage({
      ...devices["Desktop Chrome"],
      javaScriptEnabled: true,
      baseURL: base.info().project.use.baseURL,
    });
    const after = `after-${campaign}`;
    await withScript.goto(`/about?utm_source=${after}`);
    await expect.poll(async () => sourceViews(await analyticsToday(request), after)).toBe(1);
    await withScript.close();
    expect(sourceViews(await analyticsToday(request), campaign)).toBe(0);
  });
});
