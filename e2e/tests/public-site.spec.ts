import AxeBuilder from "@axe-core/playwright";
import {
  ABOUT_PAGE,
  BLOG_TEXTS,
  CONTACT_PAGE,
  FOOTER,
  HOME,
  INQUIRY_FORM,
  INQUIRY_THANKS,
  NAV,
  NEWSLETTER_TEXTS,
  NOT_FOUND,
  PAGE_VIEW_BEACON_PATH,
  PUBLIC_FORMS,
  SERVICE_MENU,
  SERVICES_PAGE,
  TOASTS,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { expect, islandReady, test } from "./fixtures";

test.describe("navigation", () => {
  test("the header leads to every screen and highlights the current one", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HOME.heroTitle })).toBeVisible();
    const nav = page.getByRole("navigation", { name: NAV.mainLabel });
    await nav.getByRole("link", { name: NAV.blog }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: BLOG_TEXTS.heading })).toBeVisible();
    await expect(nav.getByRole("link", { name: NAV.blog })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: NAV.about }).click();
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_PAGE.title })).toBeVisible();
    await nav.getByRole("link", { name: NAV.contact }).click();
    await expect(page.getByRole("heading", { level: 1, name: CONTACT_PAGE.title })).toBeVisible();
    await nav.getByRole("link", { name: NAV.services, exact: true }).click();
    await nav.getByRole("link", { name: new RegExp(SERVICE_MENU[2].label) }).click();
    await expect(page).toHaveURL(/\/services#direct-hire$/);
    // The anchor shows its tab and brings it into view, before any script runs.
    const direct = page.getByRole("heading", { level: 2, name: SERVICES_PAGE.direct.heading });
    await expect(direct).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2, name: SERVICES_PAGE.virtual.heading })).toBeHidden();
  });

  test("the Services menu opens on hover after a short delay and closes when the pointer leaves", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: NAV.mainLabel });
    const trigger = nav.getByRole("link", { name: NAV.services, exact: true });
    // The first hover fetches the menu's code; then it opens (200 ms), the pointer still on it.
    await trigger.hover();
    const entry = nav.getByRole("link", { name: new RegExp(SERVICE_MENU[0].label) });
    await expect(entry).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(entry).toBeHidden();
  });

  test("the side sheet on a phone holds the same links and closes when one is chosen", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("link", { name: NAV.getQuote })).toBeVisible();
    // The browser's own dialog, opened by the button whether or not the island runs yet.
    await page.getByRole("button", { name: NAV.openMenu }).click();
    const sheet = page.getByRole("dialog", { name: NAV.menuTitle });
    await expect(sheet.getByRole("link", { name: SERVICE_MENU[0].label })).toBeVisible();
    await sheet.getByRole("link", { name: SERVICE_MENU[1].label }).click();
    await expect(page).toHaveURL(/\/services#temporary-staffing$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByText(SERVICES_PAGE.temporary.steps[0].title)).toBeVisible();
  });

  test("each service anchor opens its tab, and choosing a tab puts its anchor in the address", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.goto("/services#temporary-staffing");
    await expect(page.getByText(SERVICES_PAGE.temporary.steps[0].title)).toBeVisible();
    await expect(page.getByText(SERVICES_PAGE.virtual.cards[0].title)).toBeHidden();
    // The visitor comes to the tabs: the island takes over with ARIA's tabs.
    await page.getByRole("link", { name: SERVICES_PAGE.tabs[2].label }).hover();
    const tabs = page.getByRole("tablist", { name: SERVICES_PAGE.tabsLabel });
    await expect(tabs.getByRole("tab", { name: SERVICES_PAGE.tabs[1].label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await tabs.getByRole("tab", { name: SERVICES_PAGE.tabs[2].label }).click();
    await expect(page).toHaveURL(/#direct-hire$/);
    await expect(page.getByText(SERVICES_PAGE.direct.cards[0].title)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: SERVICES_PAGE.tabs[0].label })).toBeFocused();
    await expect(page).toHaveURL(/#virtual-staffing$/);
    await expect(page.getByText(SERVICES_PAGE.virtual.cards[0].title)).toBeVisible();
  });

  test("the temporary and direct tabs end with a call to action", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/services#direct-hire");
    await expect(page.getByRole("link", { name: SERVICES_PAGE.direct.cta.button })).toHaveAttribute(
      "href",
      "/contact#inquiry",
    );
    await page.goto("/services#temporary-staffing");
    await page.getByRole("link", { name: SERVICES_PAGE.temporary.cta.button }).click();
    await expect(page).toHaveURL(/\/contact#inquiry$/);
    await expect(page.getByLabel(INQUIRY_FORM.name)).toBeInViewport();
  });
});

test.describe("the inquiry form", () => {
  test("sends an inquiry, thanks the visitor in place of the form, once", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/contact");
    await page.getByLabel(INQUIRY_FORM.name).fill("Ada Lovelace");
    await islandReady(page, "inquiry-form");
    await page.getByLabel(INQUIRY_FORM.email).fill("ada@example.com");
    await page.getByLabel(INQUIRY_FORM.company).fill("Analytical Engines");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByRole("heading", { name: INQUIRY_THANKS.title("Ada Lovelace") })).toBeVisible();
    await expect(page.getByText(INQUIRY_THANKS.title("Ada Lovelace"))).toHaveCount(1);
    await expect(page.getByLabel(INQUIRY_FORM.name)).toHaveCount(0);
  });

  test("refuses what the server would refuse, before sending it", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/contact");
    // Once the island runs (sent before, the form posts and the server answers the same refusal).
    await page.getByLabel(INQUIRY_FORM.name).focus();
    await islandReady(page, "inquiry-form");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("inquiries.create")) sent = true;
    });
    await page.getByLabel(INQUIRY_FORM.email).fill("not-an-email");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.nameRequired)).toBeVisible();
    await expect(page.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeVisible();
    await expect(page.getByLabel(INQUIRY_FORM.name)).toBeFocused();
    await expect(page.getByText(INQUIRY_THANKS.nextHeading)).toHaveCount(0);
    expect(sent).toBe(false);
  });

  test("keeps the typed text and says so when sending fails", async ({ page, allowConsole }) => {
    allowConsole(/status of 500/);
    await page.goto("/");
    await page.route("**/trpc/inquiries.create**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByLabel(INQUIRY_FORM.name).fill("Grace Hopper");
    await islandReady(page, "inquiry-form");
    await page.getByLabel(INQUIRY_FORM.email).fill("grace@example.com");
    await page.getByRole("button", { name: INQUIRY_FORM.submit }).click();
    await expect(page.getByText(TOASTS.errorTitle, { exact: true })).toBeVisible();
    await expect(page.getByLabel(INQUIRY_FORM.name)).toHaveValue("Grace Hopper");
  });
});

test.describe("toasts", () => {
  test("a swipe right of 50 px dismisses a toast, and F8 moves the focus to the notifications", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.goto("/about");
    await page.keyboard.press("F8");
    await expect(page.locator('[data-island="toasts"] ol')).toBeFocused();

    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(FOOTER.newsletterLabel).fill(`swipe-${Date.now()}@example.com`);
    await islandReady(page, "newsletter-form");
    await footer.getByRole("button", { name: FOOTER.subscribe }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    if (!box) throw new Error("The toast has no box.");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 70, y, { steps: 4 });
    await page.mouse.move(box.x + 110, y, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
  });
});

test.describe("the blog", () => {
  test("searches every post as the visitor types, and Next follows what is shown", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.goto("/blog");
    const titles = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(10);
    await expect(page.getByRole("link", { name: BLOG_TEXTS.next })).not.toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.getByLabel(BLOG_TEXTS.searchLabel).fill("WAREHOUSE");
    await expect(titles).toHaveText(["What the Logistics Labour Shortage Means for Warehouse Operators"]);
    // Fewer than ten shown: no next page, a search included.
    await expect(page.getByRole("link", { name: BLOG_TEXTS.next })).toHaveAttribute("aria-disabled", "true");
    // A post of page 2, found from page 1 by the start of its words; the address follows.
    await page.getByLabel(BLOG_TEXTS.searchLabel).fill("five staff trend");
    await expect(titles).toHaveText(["Five Staffing Trends Shaping Hiring in 2026"]);
    await expect(page).toHaveURL(/\/blog\?q=five\+staff\+trend$/);
    await page.getByLabel(BLOG_TEXTS.searchLabel).fill("zzzz nothing matches");
    await expect(page.getByText(BLOG_TEXTS.empty)).toBeVisible();
    await page.getByRole("link", { name: BLOG_TEXTS.clearFilters }).click();
    await expect(titles).toHaveCount(10);
  });

  test("filters by category through the address", async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: BLOG_TEXTS.categoriesLabel })
      .getByRole("link", { name: "Remote Work" })
      .click();
    await expect(page).toHaveURL(/category=Remote/);
    const titles = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(2);
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
    // As many cards as the second page has posts (other tests publish posts of their own).
    const secondPage = (await (await page.request.get("/api/blog?page=2&limit=10")).json()) as unknown[];
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThan(10);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(secondPage.length);
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
    const related = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(related).toHaveCount(1);
    await expect(related).toHaveText("Managing Remote Teams Across Time Zones");
    // Links in the article are the brand's colour, not the browser's blue.
    const link = page.locator("article a[href]").filter({ hasNotText: BLOG_TEXTS.heading }).last();
    if ((await link.count()) > 0)
      expect(await link.evaluate((a) => getComputedStyle(a).color)).not.toBe("rgb(0, 0, 238)");

    const share = page.getByRole("link", { name: "Share on LinkedIn" });
    await share.hover();
    await expect(page.getByRole("tooltip", { name: "Share on LinkedIn" })).toBeVisible();
    const popupPromise = page.waitForEvent("popup");
    await share.click();
    const popup = await popupPromise;
    expect(popup.url()).toContain("linkedin.com");
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 400]);
    await popup.close();

    await page.getByRole("button", { name: BLOG_TEXTS.copyLink }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText(BLOG_TEXTS.linkCopied, { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/blog\/setting-up-a-productive/,
    );
  });
});

test.describe("the newsletter", () => {
  test("the footer's form subscribes an address, says so and empties the box", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: FOOTER.newsletterHeading })).toBeVisible();
    const box = footer.getByLabel(FOOTER.newsletterLabel);
    await expect(box).toHaveAttribute("type", "email");
    await box.fill(`reader-${Date.now()}@example.com`);
    await islandReady(page, "newsletter-form");
    await footer.getByRole("button", { name: FOOTER.subscribe }).click();
    await expect(
      page
        .getByRole("region", { name: /Notifications/ })
        .getByText(NEWSLETTER_TEXTS.checkInbox, { exact: true }),
    ).toBeVisible();
    await expect(box).toHaveValue("");
  });

  test("an address that is not one is stopped by the browser before anything is sent", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const box = footer.getByLabel(FOOTER.newsletterLabel);
    await box.fill("not-an-address");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("newsletter")) sent = true;
    });
    await footer.getByRole("button", { name: FOOTER.subscribe }).click();
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(page.getByText(NEWSLETTER_TEXTS.checkInbox)).toBeHidden();
    expect(sent).toBe(false);
  });
});

test.describe("loading", () => {
  test("a public page asks the API for nothing as it loads but its one page-view beacon, and fetches an island only when it is used", async ({
    page,
  }) => {
    const calls: string[] = [];
    const islands: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/trpc/") || pathname.startsWith("/api/")) calls.push(pathname);
      if (/\/assets\/(InquiryForm|SiteNav|client)-/.test(pathname)) islands.push(pathname);
    });
    await page.goto("/blog");
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
    const paths = ["/", "/services", "/about", "/blog", "/contact", String(post)];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // Issue 21's analytics: one beacon for each page opened (the first /blog too), nothing else.
    expect(calls.filter((path) => path !== PAGE_VIEW_BEACON_PATH)).toEqual([]);
    expect(calls.length).toBe(paths.length + 1);
    expect(islands).toEqual([]);
    await page.goto("/contact");
    await page.getByLabel(INQUIRY_FORM.name).focus();
    await expect.poll(() => islands.some((path) => path.includes("InquiryForm"))).toBe(true);
  });
});

test.describe("page width", () => {
  for (const width of [390, 1280]) {
    test(`no public page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of [
        "/",
        "/services",
        "/about",
        "/blog",
        "/contact",
        "/blog/managing-remote-teams-across-time-zones",
        "/faq",
      ]) {
        await page.goto(path);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, path).toBeLessThanOrEqual(width);
      }
      // The services tabs fit: every one of them is whole on screen.
      await page.goto("/services");
      for (const tab of SERVICES_PAGE.tabs) {
        const box = await page.getByRole("link", { name: tab.label, exact: true }).first().boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, tab.label).toBe(true);
      }
    });
  }
});

test.describe("the contact page", () => {
  test("on a phone the inquiry form starts within the first 1,000 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    const top = await page
      .locator(`form#${PUBLIC_FORMS.inquiry.anchor}`)
      .evaluate((form) => form.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(1000);
  });

  test("every e-mail address stays inside its card from 1024 to 1440 px", async ({ page }) => {
    await page.goto("/contact");
    // The cards' addresses (the form's help line has one too, in no card).
    const links = page.locator('main li a[href^="mailto:"]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const link of await links.all()) {
        const [text, card] = await Promise.all([
          link.boundingBox(),
          link.locator("xpath=ancestor::li[1]").boundingBox(),
        ]);
        expect(text && card && text.x + text.width <= card.x + card.width, `${width} px`).toBe(true);
      }
    }
  });
});

test.describe("accessibility", () => {
  const PUBLIC_PAGES = [
    "/",
    "/services",
    "/about",
    "/blog",
    "/contact",
    "/blog/managing-remote-teams-across-time-zones",
    "/faq",
  ];
  for (const width of [390, 1280]) {
    for (const path of PUBLIC_PAGES) {
      test(`axe finds nothing on ${path} at ${width} px (contrast included)`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
          ),
        ).toEqual([]);
      });
    }
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
