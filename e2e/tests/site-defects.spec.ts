import { test as base, type Locator, type Page } from "@playwright/test";
import {
  BLOG_TEXTS,
  COMPANY,
  CONTACT_PAGE,
  FOOTER,
  INQUIRY_FORM,
  INQUIRY_THANKS,
  MAIL_TEXTS,
  NEWSLETTER_TEXTS,
  NOT_FOUND,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { expect, islandReady, test } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { adminToken } from "./site-api";

// The site's defects a visitor saw (issue 29), each kept fixed at a phone's width, a small laptop's
// and two desktops': the inquiry form's rows with an error, the home hero's picture beside the form,
// the thank-you in place of a sent form, one newsletter box a page, the offices as one kind of card,
// nothing for an empty text section, a lone testimonial centred, "404" once, the blog's chips in one row.

const WIDTHS = [390, 1024, 1280, 1440] as const;

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a select's widest option label fits inside it beside its arrow (else it reads "Select a servic"). */
const labelFits = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(
      ...Array.from(element.options, (option) => context.measureText(option.text).width),
    );
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return widest <= room;
  });

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
}

/** The page, and with JavaScript its form's island running (a click before that would post the HTML form). */
async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (!javaScriptEnabled) return;
  // The form's code is fetched when the visitor comes to it.
  await page.locator("form#inquiry").getByLabel(INQUIRY_FORM.name).focus();
  await islandReady(page, "inquiry-form");
}

for (const javaScriptEnabled of [true, false]) {
  base.describe(`the inquiry form ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    base.use({ javaScriptEnabled });

    base("keeps its rows when a field is refused, and its service label whole", async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, "/", javaScriptEnabled);
        const form = page.locator("form#inquiry");
        // The e-mail box filled, the name left empty: one message under one box of the row.
        await form.getByLabel(INQUIRY_FORM.email).fill("priya@example.com");
        await form.getByRole("button", { name: INQUIRY_FORM.submit }).click();
        await expect(form.getByText(VALIDATION_MESSAGES.nameRequired)).toBeVisible();
        const name = await boxOf(form.getByLabel(INQUIRY_FORM.name));
        const email = await boxOf(form.getByLabel(INQUIRY_FORM.email));
        expect(name.height, `the name box keeps its height at ${width}`).toBeCloseTo(email.height, 0);
        if (width >= 1280) {
          expect(Math.abs(name.y - email.y), `name and e-mail on one row at ${width}`).toBeLessThan(1);
          expect(name.x).toBeLessThan(email.x);
        } else {
          expect(name.y, `the name box comes first at ${width}`).toBeLessThanOrEqual(email.y);
        }
        expect(await labelFits(form.getByLabel(INQUIRY_FORM.service)), `service label at ${width}`).toBe(
          true,
        );
        if (javaScriptEnabled) {
          await settle(page);
          await expect(form).toHaveScreenshot(`site-defects-form-error-${width}.png`, {
            animations: "disabled",
            maxDiffPixelRatio: 0.002,
          });
        }
      }
    });

    base(
      "is thanked in its place: by whom, about what, by when, what next, and another",
      async ({ page }) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await open(page, "/contact", javaScriptEnabled);
          const form = page.locator("form#inquiry");
          await form.getByLabel(INQUIRY_FORM.name).fill("Priya");
          await form.getByLabel(INQUIRY_FORM.email).fill(`priya-${width}@example.com`);
          await form.getByLabel(INQUIRY_FORM.service).selectOption("temporary");
          await form.getByLabel(INQUIRY_FORM.message).fill(`Twelve pickers from Monday (${width}).`);
          await form.getByRole("button", { name: INQUIRY_FORM.submit }).click();
          const thanks = page.locator("#inquiry");
          await expect(thanks.getByRole("heading", { name: INQUIRY_THANKS.title("Priya") })).toBeVisible();
          await expect(thanks).toContainText(INQUIRY_THANKS.about(INQUIRY_FORM.serviceLabels.temporary));
          // The promise's day and time on the company's clock, e.g. "Tuesday, 3:40 p.m. MST".
          await expect(thanks).toContainText(
            /A specialist will reply by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2}:\d{2}/,
          );
          await expect(thanks.getByRole("heading", { name: INQUIRY_THANKS.nextHeading })).toBeVisible();
          await expect(thanks.getByRole("listitem")).toHaveText(
            INQUIRY_THANKS.steps(`priya-${width}@example.com`),
          );
          // Said once, in place of the form: no fields, no second message in a toast.
          await expect(page.getByLabel(INQUIRY_FORM.name)).toHaveCount(0);
          await expect(page.getByText(INQUIRY_THANKS.title("Priya"))).toHaveCount(1);
          if (javaScriptEnabled) {
            await settle(page);
            await expect(thanks).toHaveScreenshot(`site-defects-thanks-${width}.png`, {
              animations: "disabled",
              maxDiffPixelRatio: 0.002,
              mask: [thanks.locator("strong"), thanks.getByRole("listitem").nth(1)],
            });
          }
          await thanks.getByRole("button", { name: INQUIRY_THANKS.sendAnother }).click();
          await expect(page.locator("form#inquiry").getByLabel(INQUIRY_FORM.name)).toHaveValue("");
        }
      },
    );
  });
}

test("the home hero's picture shows whole, beside the form, at every width", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const picture = page.locator("section:has(form#inquiry) img").first();
    const form = await boxOf(page.locator("form#inquiry"));
    if (width < 900) {
      // On a phone the illustration (decoration) is left out; nothing sits behind the form.
      await expect(picture).toBeHidden();
      continue;
    }
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    const art = await boxOf(picture);
    expect(art.x, `the picture's left edge at ${width}`).toBeGreaterThanOrEqual(0);
    expect(art.x + art.width, `the picture's right edge at ${width}`).toBeLessThanOrEqual(width);
    expect(overlaps(art, await boxOf(page.locator("form#inquiry"))), `picture and form at ${width}`).toBe(
      false,
    );
    expect(form.width).toBeGreaterThan(300);
  }
});

test("each page shows each thing once and whole, at every width", async ({ page, request }) => {
  // A page an editor made: one testimonial, and a text section left empty.
  const token = await adminToken(request);
  const slug = `lone-quote-${Date.now()}`;
  const created = await request.post("/api/admin/pages", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: "A lone quote",
      slug,
      content: "",
      isPublished: true,
      sections: [
        { type: "hero", eyebrow: "", heading: "A lone quote", text: "", illustration: null },
        { type: "richText", html: "<p></p>" },
        {
          type: "testimonials",
          heading: "What a client says",
          items: [
            { quote: "They staffed our peak season in two days.", name: "Dana Reyes", role: "Operations" },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });

    // The blog: one newsletter box, and its category chips in one row (scrolling sideways on a phone).
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: BLOG_TEXTS.newsletterHeading })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: FOOTER.newsletterHeading })).toHaveCount(0);
    const chips = page.getByRole("navigation", { name: BLOG_TEXTS.categoriesLabel }).getByRole("link");
    const tops = new Set(
      (await chips.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top))).map(
        Math.round,
      ),
    );
    expect(tops.size, `chip rows at ${width}`).toBe(1);

    // Not found: "404" said once.
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND.title })).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: what the visitor reads (textContent has the page's <title> too).
    expect((await page.locator("main").innerText()).match(/404/g)).toHaveLength(1);

    // Our offices: one kind of card, each with its address, phone and e-mail.
    await page.goto("/contact");
    const offices = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: CONTACT_PAGE.officesHeading }) })
      .locator("ul")
      .last()
      .getByRole("listitem");
    await expect(offices).toHaveCount(4);
    for (const office of await offices.all()) {
      await expect(office.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(office.locator('a[href^="mailto:"]')).toHaveCount(1);
      expect((await office.locator("p").count()) >= 4).toBe(true);
    }
    const classes = new Set(await offices.evaluateAll((items) => items.map((item) => item.className)));
    expect(classes.size).toBe(1);

    // The editor's page: no blank band for the empty text, the lone quote centred.
    await page.goto(`/${slug}`);
    await expect(page.locator("main > section")).toHaveCount(2);
    const quote = await boxOf(page.getByRole("figure"));
    const left = quote.x;
    const right = width - (quote.x + quote.width);
    expect(Math.abs(left - right), `the quote centred at ${width}`).toBeLessThan(2);
    expect(quote.width).toBeGreaterThan(Math.min(width - 80, 600));
  }
});

test("the unsubscribed page asks for no sign-up", async ({ page }) => {
  const reader = `unsubscribe-${Date.now()}@example.com`;
  expect(
    (await page.request.post("/api/newsletter", { data: { email: reader, source: "footer" } })).status(),
  ).toBe(202);
  const mail = await mailTo(reader, MAIL_TEXTS.newsletterConfirmation.subject(COMPANY.name));
  const link = new URL(linkIn(mail, "/api/newsletter/unsubscribe"));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: NEWSLETTER_TEXTS.unsubscribePage.button }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: NEWSLETTER_TEXTS.unsubscribePage.doneTitle }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: FOOTER.newsletterHeading })).toHaveCount(0);
  await expect(page.getByLabel(FOOTER.newsletterLabel)).toHaveCount(0);
});
