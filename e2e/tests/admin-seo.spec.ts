import type { Locator, Page } from "@playwright/test";
import {
  ADMIN_COMMON,
  ADMIN_SEO,
  ADMIN_TOASTS,
  PAGE_TYPE_LABELS,
  PAGE_TYPES,
  ROBOTS_OPTIONS,
  SEO_DEFAULTS,
  TWITTER_CARDS,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name, exact: true });
const settingCard = (page: Page, pageTypeLabel: string) =>
  page.getByRole("article", { name: pageTypeLabel, exact: true });
const counter = (page: Page, label: string) =>
  page.locator(".MuiCard-root").filter({ has: page.getByText(label, { exact: true }) });
const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

async function expectToast(page: Page, title: string, description?: string) {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  if (description) await expect(shown).toContainText(description);
  await shown.getByRole("button", { name: "Close" }).click();
  await expect(shown).toBeHidden();
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The configurations as the server answers them, less those of `hidden` page types. */
async function hideConfigurations(page: Page, hidden: string[]) {
  await page.route(/\/trpc\/[^?]*seo\.list/, async (route) => {
    const response = await route.fetch();
    const procedures = new URL(route.request().url()).pathname.replace(/^\/trpc\//, "").split(",");
    const answers = (await response.json()) as { result: { data: unknown } }[];
    const answer = answers[procedures.indexOf("seo.list")];
    if (answer) {
      answer.result.data = (answer.result.data as { pageType: string }[]).filter(
        (setting) => !hidden.includes(setting.pageType),
      );
    }
    await route.fulfill({ response, json: answers });
  });
}

test("the SEO Settings tab shows 3 skeletons, then four counters and a card per page type", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*seo\.list/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/seo");
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_SEO.heading })).toBeVisible();
  await expect(page.getByTestId("skeleton-card")).toHaveCount(ADMIN_SEO.skeletonCount);
  release();

  // Three tabs, the first one selected, each controlling its panel.
  const tabs = page.getByRole("tablist", { name: ADMIN_SEO.tabsLabel }).getByRole("tab");
  await expect(tabs).toHaveText([ADMIN_SEO.tabs.settings, ADMIN_SEO.tabs.analysis, ADMIN_SEO.tabs.sitemap]);
  await expect(tab(page, ADMIN_SEO.tabs.settings)).toHaveAttribute("aria-selected", "true");
  const controlled = await tab(page, ADMIN_SEO.tabs.settings).getAttribute("aria-controls");
  await expect(panel(page, ADMIN_SEO.tabs.settings)).toHaveAttribute("id", controlled ?? "");

  // The demo content configures every page type, each with a title and a description.
  await expect(page.getByRole("article")).toHaveCount(PAGE_TYPES.length);
  for (const label of [
    ADMIN_SEO.counters.configured,
    ADMIN_SEO.counters.withTitle,
    ADMIN_SEO.counters.withDescription,
  ]) {
    await expect(counter(page, label)).toContainText(String(PAGE_TYPES.length));
  }
  await expect(counter(page, ADMIN_SEO.counters.indexable)).toBeVisible();
  await expect(counter(page, ADMIN_SEO.counters.configured)).toContainText(
    ADMIN_SEO.ofPageTypes(PAGE_TYPES.length),
  );

  const global = settingCard(page, PAGE_TYPE_LABELS.global);
  await expect(global.getByText(ADMIN_COMMON.updated(""))).toBeVisible();
  for (const field of ["title", "description", "keywords", "robots"] as const) {
    await expect(global.getByText(ADMIN_SEO.fields[field], { exact: true })).toBeVisible();
  }
  await expect(global.getByText("Northbridge Staffing | Virtual, Temporary & Direct Hire")).toBeVisible();
  // The robots setting in plain words.
  await expect(global.getByText(ADMIN_SEO.robotsOptions[SEO_DEFAULTS.robots], { exact: true })).toBeVisible();
  // Edit only: no card can be deleted.
  await expect(global.getByRole("button", { name: ADMIN_SEO.editOf(PAGE_TYPE_LABELS.global) })).toBeVisible();
  await expect(page.getByRole("button", { name: ADMIN_COMMON.delete })).toHaveCount(0);

  const viewSitemap = page.getByRole("link", { name: ADMIN_SEO.viewSitemap });
  await expect(viewSitemap).toHaveAttribute("href", "/api/sitemap.xml");
  await expect(viewSitemap).toHaveAttribute("target", "_blank");
  await noViolations(page);
});

test("editing a configuration validates it, saves it, and its card and counters show it", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await page.goto("/admin/seo");
  const about = settingCard(page, PAGE_TYPE_LABELS.about);
  const indexable = Number(
    (await counter(page, ADMIN_SEO.counters.indexable).getByText(/^\d+$/).textContent()) ?? "",
  );
  const title = `About the team ${Date.now()}`;

  await about.getByRole("button", { name: ADMIN_SEO.editOf(PAGE_TYPE_LABELS.about) }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_SEO.editTitle });
  await expect(dialog).toBeVisible();
  // The page type of an existing configuration stays.
  await expect(dialog.getByRole("combobox", { name: ADMIN_SEO.fields.pageType })).toHaveText(
    PAGE_TYPE_LABELS.about,
  );
  await expect(dialog.getByRole("combobox", { name: ADMIN_SEO.fields.pageType })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await noViolations(page);

  await dialog.getByLabel(ADMIN_SEO.fields.title, { exact: true }).fill(title);
  await dialog.getByLabel(ADMIN_SEO.fields.keywords, { exact: true }).fill("team, mission, Edmonton");
  await choose(
    page,
    dialog.getByRole("combobox", { name: ADMIN_SEO.fields.robots }),
    ADMIN_SEO.robotsOptions["noindex, follow"],
  );
  await dialog.getByLabel(ADMIN_SEO.fields.schema, { exact: true }).fill("{ not json");
  await dialog.getByRole("button", { name: ADMIN_COMMON.update }).click();
  await expect(dialog.getByText(VALIDATION_MESSAGES.schemaNotJson)).toBeVisible();

  await dialog.getByLabel(ADMIN_SEO.fields.schema, { exact: true }).fill('{"@type":"AboutPage"}');
  await dialog.getByRole("button", { name: ADMIN_COMMON.update }).click();
  await expectToast(page, ADMIN_TOASTS.seoUpdated);
  await expect(dialog).toBeHidden();
  await expect(about.getByText(title)).toBeVisible();
  for (const keyword of ["team", "mission", "Edmonton"]) {
    await expect(about.getByText(keyword, { exact: true })).toBeVisible();
  }
  await expect(about.getByText(ADMIN_SEO.robotsOptions["noindex, follow"], { exact: true })).toBeVisible();
  await expect(counter(page, ADMIN_SEO.counters.indexable)).toContainText(String(indexable - 1));

  // Stored: a reload shows the same, and the dialog opens with the saved values.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(about.getByText(title)).toBeVisible();
  await about.getByRole("button", { name: ADMIN_SEO.editOf(PAGE_TYPE_LABELS.about) }).click();
  await expect(dialog.getByLabel(ADMIN_SEO.fields.schema, { exact: true })).toHaveValue(
    '{"@type":"AboutPage"}',
  );
  // Put the robots back, so the public About page stays indexable for the other tests.
  await choose(
    page,
    dialog.getByRole("combobox", { name: ADMIN_SEO.fields.robots }),
    ADMIN_SEO.robotsOptions[SEO_DEFAULTS.robots],
  );
  await dialog.getByRole("button", { name: ADMIN_COMMON.update }).click();
  await expectToast(page, ADMIN_TOASTS.seoUpdated);
  await expect(about.getByText(ADMIN_SEO.robotsOptions[SEO_DEFAULTS.robots], { exact: true })).toBeVisible();
});

test("'Add SEO Configuration' is disabled while every page type has one; it starts from the defaults and requires a page type", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await page.goto("/admin/seo");
  // Every page type of the demo content has its configuration: none is left to add.
  await expect(page.getByRole("button", { name: ADMIN_SEO.add })).toBeDisabled();
  await expect(page.getByRole("button", { name: ADMIN_SEO.add })).toHaveAccessibleDescription(
    ADMIN_SEO.noFreePageType,
  );
  await noViolations(page);

  // As if the contact page had no configuration yet.
  await hideConfigurations(page, ["contact"]);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: ADMIN_SEO.add }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_SEO.createTitle });
  await expect(dialog).toBeVisible();
  // The spec's defaults (summary_large_image, 'index, follow'), in plain words.
  await expect(dialog.getByRole("combobox", { name: ADMIN_SEO.fields.twitterCard })).toHaveText(
    ADMIN_SEO.twitterCards[SEO_DEFAULTS.twitterCard],
  );
  await expect(dialog.getByRole("combobox", { name: ADMIN_SEO.fields.robots })).toHaveText(
    ADMIN_SEO.robotsOptions[SEO_DEFAULTS.robots],
  );
  await dialog.getByRole("combobox", { name: ADMIN_SEO.fields.robots }).click();
  await expect(page.getByRole("option")).toHaveText([
    ADMIN_SEO.notSet,
    ...ROBOTS_OPTIONS.map((option) => ADMIN_SEO.robotsOptions[option]),
  ]);
  await page.keyboard.press("Escape");
  await dialog.getByRole("combobox", { name: ADMIN_SEO.fields.twitterCard }).click();
  await expect(page.getByRole("option")).toHaveText([
    ADMIN_SEO.notSet,
    ...TWITTER_CARDS.map((card) => ADMIN_SEO.twitterCards[card]),
  ]);
  // No technical value among the words.
  await expect(page.getByRole("option", { name: "summary_large_image" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await noViolations(page);

  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  await expect(dialog.getByText(VALIDATION_MESSAGES.pageTypeRequired)).toBeVisible();
  // The keyboard is taken to the field to fix.
  await expect(dialog.getByRole("combobox", { name: ADMIN_SEO.fields.pageType })).toBeFocused();
  await dialog.getByRole("button", { name: ADMIN_COMMON.cancel }).click();
  await expect(dialog).toBeHidden();
});

test("the page type list offers only unconfigured types, and the server's refusal shows in a toast", async ({
  page,
  allowConsole,
}) => {
  // The browser logs the server's 409 answer.
  allowConsole(/status of 409/);
  await signIn(page);
  // As if the contact and blog pages had no configuration yet.
  await hideConfigurations(page, ["contact", "blog"]);
  await page.goto("/admin/seo");
  await expect(page.getByRole("article")).toHaveCount(PAGE_TYPES.length - 2);
  await page.getByRole("button", { name: ADMIN_SEO.add }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_SEO.createTitle });
  await dialog.getByRole("combobox", { name: ADMIN_SEO.fields.pageType }).click();
  await expect(page.getByRole("option")).toHaveText([PAGE_TYPE_LABELS.blog, PAGE_TYPE_LABELS.contact]);
  await page.getByRole("option", { name: PAGE_TYPE_LABELS.contact }).click();
  await dialog.getByLabel(ADMIN_SEO.fields.title, { exact: true }).fill("Contact us");
  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  // The server holds one configuration per page type, and says so.
  await expectToast(page, ADMIN_COMMON.errorTitle, "already has an SEO configuration");
  await expect(dialog).toBeVisible();
});

test("the Analysis tab sums up each page type's configuration and lists the recommendations", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await page.goto("/admin/seo");
  await tab(page, ADMIN_SEO.tabs.analysis).click();
  const analysis = panel(page, ADMIN_SEO.tabs.analysis);
  await expect(analysis).toBeVisible();
  await expect(panel(page, ADMIN_SEO.tabs.settings)).toBeHidden();
  await expect(analysis.getByRole("heading", { name: ADMIN_SEO.analysisHeading })).toBeVisible();
  await expect(
    analysis.getByText(ADMIN_SEO.analysisSummary(PAGE_TYPES.length, PAGE_TYPES.length)),
  ).toBeVisible();
  const rows = analysis.getByRole("row");
  await expect(rows).toHaveCount(PAGE_TYPES.length + 1);
  for (const type of PAGE_TYPES) {
    const row = analysis.getByRole("row", { name: new RegExp(`^${PAGE_TYPE_LABELS[type]}`) });
    await expect(row.getByRole("cell").nth(0)).toHaveText(ADMIN_SEO.configured);
    await expect(row.getByRole("cell").nth(1)).toHaveText(ADMIN_SEO.present);
    await expect(row.getByRole("cell").nth(2)).toHaveText(ADMIN_SEO.present);
  }
  await expect(analysis.getByRole("listitem")).toHaveText([...ADMIN_SEO.recommendations]);
  await noViolations(page);

  // The tabs answer the keyboard: arrows move between them, Enter opens one.
  await tab(page, ADMIN_SEO.tabs.analysis).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, ADMIN_SEO.tabs.sitemap)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tab(page, ADMIN_SEO.tabs.sitemap)).toHaveAttribute("aria-selected", "true");
});

test("the Sitemap tab shows the first 2000 characters of the sitemap and links to all of it", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const sitemap = await (await request.get("/api/sitemap.xml")).text();
  await signIn(page);
  await page.goto("/admin/seo");
  await tab(page, ADMIN_SEO.tabs.sitemap).click();
  const sitemapPanel = panel(page, ADMIN_SEO.tabs.sitemap);
  const preview = sitemapPanel.getByRole("region", { name: ADMIN_SEO.sitemapPreview });
  await expect(preview).toContainText('<?xml version="1.0"');
  const shown = (await preview.textContent()) ?? "";
  const limit = ADMIN_SEO.sitemapPreviewLength;
  expect(shown).toBe(sitemap.length > limit ? `${sitemap.slice(0, limit)}...` : sitemap);
  const full = sitemapPanel.getByRole("link", { name: ADMIN_SEO.viewFullSitemap });
  await expect(full).toHaveAttribute("href", "/api/sitemap.xml");
  await expect(full).toHaveAttribute("target", "_blank");
  await noViolations(page);
});

test("a sitemap that cannot be read says so", async ({ page, allowConsole }) => {
  allowConsole(/status of 503/);
  await signIn(page);
  await page.route("**/api/sitemap.xml", (route) => route.fulfill({ status: 503, body: "down" }));
  await page.goto("/admin/seo");
  await tab(page, ADMIN_SEO.tabs.sitemap).click();
  await expect(panel(page, ADMIN_SEO.tabs.sitemap).getByText(ADMIN_SEO.sitemapFailed)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cards stack, the tabs fit and the dialog fills the screen", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await signIn(page);
    await page.goto("/admin/seo");
    await expect(page.getByRole("article")).toHaveCount(PAGE_TYPES.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab(page, ADMIN_SEO.tabs.analysis).click();
    await expect(panel(page, ADMIN_SEO.tabs.analysis).getByRole("table")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab(page, ADMIN_SEO.tabs.settings).click();
    await page.getByRole("button", { name: ADMIN_SEO.editOf(PAGE_TYPE_LABELS.home) }).click();
    const dialog = page.getByRole("dialog", { name: ADMIN_SEO.editTitle });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(390);
  });
});
