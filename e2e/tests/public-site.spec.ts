import {
  ABOUT_PAGE,
  BLOG_TEXTS,
  CONTACT_PAGE,
  FOOTER,
  HOME,
  INQUIRY_FORM,
  NAV,
  NOT_FOUND,
  SERVICE_MENU,
  SERVICES_PAGE,
  TOASTS,
} from "@staffing/shared";
import { expect, test } from "./fixtures";

test.describe("navigation", () => {
  test("the header leads to every screen and highlights the current one", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HOME.heroTitle })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: NAV.blog }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: BLOG_TEXTS.heading })).toBeVisible();
    await nav.getByRole("link", { name: NAV.about }).click();
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_PAGE.title })).toBeVisible();
    await nav.getByRole("link", { name: NAV.contact }).click();
    await expect(page.getByRole("heading", { level: 1, name: CONTACT_PAGE.title })).toBeVisible();
    await nav.getByRole("button", { name: NAV.services }).click();
    await page.getByRole("menuitem", { name: new RegExp(SERVICE_MENU[2].label) }).click();
    await expect(page).toHaveURL(/\/services#direct-hire$/);
    await expect(page.getByRole("tab", { name: SERVICES_PAGE.tabs[2].label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("the side sheet on a phone holds the same links and closes when one is chosen", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: NAV.openMenu }).click();
    const sheet = page.getByRole("navigation", { name: "Mobile" });
    await expect(sheet.getByRole("link", { name: SERVICE_MENU[0].label })).toBeVisible();
    await sheet.getByRole("link", { name: NAV.about }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(sheet).toBeHidden();
  });

  test("each service anchor opens its tab", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/services#temporary-staffing");
    await expect(page.getByRole("tab", { name: SERVICES_PAGE.tabs[1].label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText(SERVICES_PAGE.temporary.steps[0].title)).toBeVisible();
    await page.goto("/services");
    await expect(page.getByRole("tab", { name: SERVICES_PAGE.tabs[0].label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText(SERVICES_PAGE.virtual.cards[0].title)).toBeVisible();
  });
});

test.describe("the inquiry form", () => {
  test("sends an inquiry, thanks the visitor and resets", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/contact");
    await page.getByLabel(INQUIRY_FORM.name).fill("Ada Lovelace");
    await page.getByLabel(INQUIRY_FORM.email).fill("ada@example.com");
    await page.getByLabel(INQUIRY_FORM.company).fill("Analytical Engines");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByText(TOASTS.inquirySuccessTitle)).toBeVisible();
    await expect(page.getByText(TOASTS.inquirySuccessText)).toBeVisible();
    await expect(page.getByLabel(INQUIRY_FORM.name)).toHaveValue("");
  });

  test("refuses what the server would refuse, before sending it", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/contact");
    await page.getByLabel(INQUIRY_FORM.email).fill("not-an-email");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText(TOASTS.inquirySuccessTitle)).toHaveCount(0);
  });

  test("keeps the typed text and says so when sending fails", async ({ page, allowConsole }) => {
    allowConsole(/status of 500/);
    await page.goto("/");
    await page.route("**/trpc/inquiries.create**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByLabel(INQUIRY_FORM.name).fill("Grace Hopper");
    await page.getByLabel(INQUIRY_FORM.email).fill("grace@example.com");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByText(TOASTS.errorTitle, { exact: true })).toBeVisible();
    await expect(page.getByLabel(INQUIRY_FORM.name)).toHaveValue("Grace Hopper");
  });
});

test.describe("the blog", () => {
  test("searches the posts of the current page", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(10);
    await page.getByLabel(BLOG_TEXTS.searchLabel).fill("WAREHOUSE");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "What the Logistics Labour Shortage Means for Warehouse Operators",
    ]);
    await page.getByLabel(BLOG_TEXTS.searchLabel).fill("zzzz nothing matches");
    await expect(page.getByText(BLOG_TEXTS.empty)).toBeVisible();
    await page.getByRole("link", { name: BLOG_TEXTS.clearFilters }).click();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(10);
  });

  test("filters by category through the address", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Remote Work" })
      .click();
    await expect(page).toHaveURL(/category=Remote/);
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(
      page.getByRole("heading", { level: 3, name: "Managing Remote Teams Across Time Zones" }),
    ).toBeVisible();
  });

  test("pages with Previous and Next", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/blog");
    await expect(page.getByText(BLOG_TEXTS.page(1))).toBeVisible();
    await expect(page.getByRole("link", { name: BLOG_TEXTS.previous })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.getByRole("link", { name: BLOG_TEXTS.next }).click();
    await expect(page.getByText(BLOG_TEXTS.page(2))).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(2);
    // Fewer than ten posts: there is no next page.
    await expect(page.getByRole("link", { name: BLOG_TEXTS.next })).toHaveAttribute("aria-disabled", "true");
  });

  test("shows a post with related posts and share links", async ({ page, context, allowConsole }) => {
    allowConsole(/^$/);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // No network here: the share page is answered locally.
    await context.route("https://www.linkedin.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>LinkedIn share</title>" }),
    );
    await page.goto("/blog");
    await page.getByRole("link", { name: /Setting Up a Productive Home Office/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Setting Up a Productive Home Office for Virtual Staff" }),
    ).toBeVisible();
    await expect(page.getByText(BLOG_TEXTS.minRead(2))).toBeVisible();
    const related = page.getByRole("heading", { level: 3 });
    await expect(related).toHaveCount(1);
    // The other post of its category, never itself.
    await expect(related).toHaveText("Managing Remote Teams Across Time Zones");

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Share on LinkedIn" }).click();
    const popup = await popupPromise;
    expect(popup.url()).toContain("linkedin.com");
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 400]);
    await popup.close();

    await page.getByRole("button", { name: BLOG_TEXTS.copyLink }).click();
    await expect(page.getByText(BLOG_TEXTS.linkCopied)).toBeVisible();
  });
});

test.describe("the newsletter", () => {
  test("the footer's form subscribes an address, says so and empties the box", async ({ page }) => {
    await page.goto("/about");
    await page.waitForSelector("html[data-hydrated]");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: FOOTER.newsletterHeading })).toBeVisible();
    const box = footer.getByLabel(FOOTER.newsletterLabel);
    await expect(box).toHaveAttribute("type", "email");
    await box.fill(`reader-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: FOOTER.subscribe }).click();
    await expect(page.getByText(FOOTER.subscribed)).toBeVisible();
    await expect(box).toHaveValue("");
  });

  test("an address that is not one is stopped by the browser before anything is sent", async ({ page }) => {
    await page.goto("/about");
    await page.waitForSelector("html[data-hydrated]");
    const footer = page.getByRole("contentinfo");
    const box = footer.getByLabel(FOOTER.newsletterLabel);
    await box.fill("not-an-address");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("newsletter")) sent = true;
    });
    await footer.getByRole("button", { name: FOOTER.subscribe }).click();
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(page.getByText(FOOTER.subscribed)).toBeHidden();
    expect(sent).toBe(false);
  });
});

test.describe("loading", () => {
  test("a public page asks the API for nothing as it loads: its data came with it", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/trpc/") || pathname.startsWith("/api/")) calls.push(pathname);
    });
    await page.goto("/blog");
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
    for (const path of ["/", "/services", "/about", "/blog", "/contact", String(post)]) {
      await page.goto(path);
      await page.waitForSelector("html[data-hydrated]");
      await page.waitForLoadState("networkidle");
    }
    expect(calls).toEqual([]);
  });
});

test.describe("page width", () => {
  for (const width of [390, 1280]) {
    test(`no public page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/blog");
      const post = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
      expect(post).toBeTruthy();
      for (const path of ["/", "/services", "/about", "/blog", "/contact", String(post)]) {
        await page.goto(path);
        await page.waitForSelector("html[data-hydrated]");
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, path).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the spec's screen", async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND.title })).toBeVisible();
  });

  test("an unknown post offers the way back to the blog", async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: BLOG_TEXTS.notFoundTitle })).toBeVisible();
    await page.getByRole("link", { name: BLOG_TEXTS.backToBlog }).click();
    await expect(page.getByRole("heading", { level: 1, name: BLOG_TEXTS.heading })).toBeVisible();
  });
});
