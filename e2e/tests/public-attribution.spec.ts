import { test as base } from "@playwright/test";
import {
  ADMIN_INQUIRIES,
  ADMIN_INQUIRY_ATTRIBUTION,
  INQUIRY_FORM,
  INQUIRY_THANKS,
  type InquiryAttribution,
  NAV,
  UNKNOWN_ATTRIBUTION,
} from "@staffing/shared";
import { signIn } from "./admin-helpers";
import { expect } from "./fixtures";
import { adminGet, inquiriesNamed } from "./site-api";

// Issue 21: staff see where each inquiry came from. With JavaScript the first page of the visit is
// remembered in the tab (no cookie); without it (issue 29), the page after a campaign's landing page
// carries the landing page and campaign in its form, and a form page with a campaign is its landing page.

const unique = (label: string) => `${label} ${Date.now()}-${Math.round(Math.random() * 1e6)}`;

async function sendInquiry(page: import("@playwright/test").Page, name: string) {
  await page.getByLabel(INQUIRY_FORM.name).fill(name);
  await page.getByLabel(INQUIRY_FORM.email).fill("campaign@example.com");
  await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
  await expect(page.locator("#inquiry[role=status]")).toContainText(INQUIRY_THANKS.nextHeading);
}

async function storedAttribution(request: import("@playwright/test").APIRequestContext, name: string) {
  const stored = (await inquiriesNamed(request, name)) as { attribution?: InquiryAttribution }[];
  expect(stored).toHaveLength(1);
  return stored[0]?.attribution;
}

base(
  "an inquiry tells the visit's landing page, its campaign and the page it was sent from",
  async ({ page, request }) => {
    const name = unique("Campaign");
    await page.goto("/blog?utm_source=newsletter&utm_campaign=fall", { referer: "https://www.google.com/" });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Moving on through the site by its links, as a visitor does.
    await page.getByRole("banner").getByRole("link", { name: NAV.contact, exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await sendInquiry(page, name);
    expect(await storedAttribution(request, name)).toEqual({
      ...UNKNOWN_ATTRIBUTION,
      pagePath: "/contact",
      landingPath: "/blog",
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmCampaign: "fall",
    });
    // Kept in the tab alone: no cookie carries it.
    expect(await page.context().cookies()).toEqual([]);

    // Staff read it in words in the inquiry's workspace.
    const T = ADMIN_INQUIRY_ATTRIBUTION;
    const words = [
      T.cameFrom("google.com"),
      T.landedOn("/blog"),
      T.sentFrom("/contact"),
      `${T.campaign.utmSource} newsletter`,
      `${T.campaign.utmCampaign} fall`,
    ].join(", ");
    await signIn(page);
    await page.goto("/admin/inquiries");
    await page.getByRole("searchbox", { name: ADMIN_INQUIRIES.search }).fill(name);
    // The search has reached the address and the list before a card is opened.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByRole("article", { name, exact: true }).getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
    await expect(page.getByText(T.term)).toBeVisible();
    await expect(
      page.getByText(words.charAt(0).toUpperCase() + words.slice(1), { exact: true }),
    ).toBeVisible();
  },
);

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base(
    "an inquiry tells the page it was sent from and that page's campaign, from the Referer",
    async ({ page, request }) => {
      const name = unique("Campaign No Script");
      await page.goto("/contact?utm_source=newsletter&utm_campaign=fall");
      await sendInquiry(page, name);
      expect(await storedAttribution(request, name)).toEqual({
        ...UNKNOWN_ATTRIBUTION,
        pagePath: "/contact",
        landingPath: "/contact",
        utmSource: "newsletter",
        utmCampaign: "fall",
      });
    },
  );

  base(
    "an inquiry sent pages after a campaign's landing page is credited to that page and campaign",
    async ({ page, request }) => {
      const name = unique("Landing No Script");
      const campaign = `nurses-${Date.now()}`;
      await page.goto(`/services?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`, {
        referer: "https://www.google.com/",
      });
      await page.getByRole("banner").getByRole("link", { name: NAV.contact, exact: true }).first().click();
      await expect(page).toHaveURL(/\/contact$/);
      await sendInquiry(page, name);
      expect(await storedAttribution(request, name)).toEqual({
        ...UNKNOWN_ATTRIBUTION,
        pagePath: "/contact",
        landingPath: "/services",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: campaign,
      });
      // The report credits the campaign with the inquiry (its visit was not counted: no script ran).
      const report = (await adminGet(request, "/api/admin/analytics?days=7")) as {
        campaigns: { campaign: string | null; inquiries: number; visits: number }[];
      };
      expect(report.campaigns.find((row) => row.campaign === campaign)).toMatchObject({
        inquiries: 1,
        visits: 0,
      });
    },
  );
});
