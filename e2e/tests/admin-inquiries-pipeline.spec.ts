import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN_INQUIRIES,
  ADMIN_INQUIRY_PIPELINE,
  type CompanyProfile,
  DEMO_ADMIN_NAME,
  INQUIRY_STATUS_LABELS,
  MAIL_TEXTS,
} from "@staffing/shared";
import { noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The inquiry pipeline's screen (issue 21): counters that filter, the unopened mark, the inquiry's
// own page with its timeline, a note, a reply, and a bulk status change, on a desktop and a phone.

const T = ADMIN_INQUIRY_PIPELINE;

async function sendInquiry(request: APIRequestContext, name: string) {
  const response = await request.post("/api/inquiries", {
    data: { name, email: "pipeline@example.com", service: "virtual", message: `${name} needs help.` },
  });
  expect(response.ok()).toBe(true);
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

async function expectToast(page: Page, title: string) {
  await expect(toast(page, title)).toBeVisible();
  await toast(page, title).getByRole("button", { name: "Close" }).click();
  await expect(toast(page, title)).toBeHidden();
}

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`at ${width} px: filter by a counter, open an inquiry, add a note, reply, and close two at once`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const tag = `Pipeline${width}${Date.now().toString(36)}`;
    const [first, second, third] = ["Ada", "Bea", "Cy"].map((name) => `${name} ${tag}`) as [
      string,
      string,
      string,
    ];
    for (const name of [first, second, third]) await sendInquiry(request, name);
    const company = ((await (await request.get("/api/site")).json()) as CompanyProfile).name;

    await signIn(page);
    // The first admin's name is their address's local part: the timeline tells them by it.
    // The demo admin goes by a person's name, never "admin".
    const me = DEMO_ADMIN_NAME;
    await page.goto(`/admin/inquiries?q=${tag}`);
    await expect(page.getByRole("article")).toHaveCount(3);

    // A counter is a filter: pressing 'New' shows the new ones and says it is pressed.
    const newCounter = page.getByTestId("counter-new").getByRole("button");
    await newCounter.click();
    await expect(page).toHaveURL(/[?&]status=new/);
    await expect(newCounter).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(card(page, first).getByText(T.unopened)).toBeVisible();
    await expect(card(page, first).getByText(/left to reply/)).toBeVisible();
    await fitsWidth(page, width);
    await noViolations(page);

    // Its own page: the inquiry, its empty timeline, a note box and a reply box.
    await card(page, first).getByRole("link", { name: first, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: first, level: 1 })).toBeVisible();
    // Every moment on the company's clock, its zone named.
    await expect(page.locator("main time").first()).toHaveText(/\d{4} at \d{2}:\d{2} [A-Z]/);
    await expect(page.getByTestId("timeline-empty")).toHaveText(T.timelineEmpty);
    await fitsWidth(page, width);
    await noViolations(page);

    await page.getByRole("textbox", { name: T.noteBox.label }).fill("Called: they start in March.");
    await page.getByRole("button", { name: T.noteBox.submit }).click();
    await expectToast(page, T.noteBox.added);
    await expect(page.getByTestId("timeline-note")).toContainText("Called: they start in March.");
    await expect(page.getByTestId("timeline-note")).toContainText(T.noteEntry(me));
    await expect(page.getByTestId("timeline-note").locator("time")).toHaveText(/, \d{2}:\d{2} [A-Z]/);

    // Taking it on reads as such, never "admin assigned it to admin".
    await page.getByRole("combobox", { name: T.assignee }).click();
    await page.getByRole("option", { name: me, exact: true }).click();
    await expectToast(page, T.assigned);
    await expect(page.getByTestId("timeline-assignment")).toHaveText(new RegExp(`^${T.tookItOn(me)}`));

    const subject = page.getByRole("textbox", { name: T.replyBox.subject });
    await expect(subject).toHaveValue(MAIL_TEXTS.inquiryReply.subject(company));
    // The box starts with the one greeting the mail has, and previews the signature the mail adds.
    const greeting = MAIL_TEXTS.inquiryReply.greeting(first);
    const body = page.getByRole("textbox", { name: T.replyBox.body });
    await expect(body).toHaveValue(`${greeting}\n\n`);
    await expect(page.getByRole("button", { name: T.replyBox.submit })).toBeDisabled();
    await expect(
      page.getByText(MAIL_TEXTS.inquiryReply.signature(me, company), { exact: false }),
    ).toBeVisible();
    await body.fill(`${greeting}\n\nThank you. Two engineers can start in March.`);
    await page.getByRole("button", { name: T.replyBox.submit }).click();
    await expectToast(page, T.replyBox.sent);
    const reply = page.getByTestId("timeline-reply");
    await expect(reply).toContainText(MAIL_TEXTS.inquiryReply.subject(company));
    await expect(reply).toContainText("Two engineers can start in March.");
    await expect(reply).toContainText(T.replyEntry(me));
    // The first reply moved the new inquiry along.
    await expect(page.getByTestId("timeline-status")).toContainText(INQUIRY_STATUS_LABELS.in_progress);
    await noViolations(page);

    // Back in the list it is no longer marked unopened.
    await page.getByRole("link", { name: T.backToList }).click();
    await page.goto(`/admin/inquiries?q=${tag}`);
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(card(page, first).getByText(T.unopened)).toHaveCount(0);
    await expect(card(page, second).getByText(T.unopened)).toBeVisible();

    // Two at once to Closed.
    await card(page, second)
      .getByRole("checkbox", { name: T.select(second) })
      .check();
    await card(page, third)
      .getByRole("checkbox", { name: T.select(third) })
      .check();
    const bar = page.getByRole("region", { name: T.bulkStatus });
    await expect(bar).toContainText(T.selected(2));
    await fitsWidth(page, width);
    await noViolations(page);
    await bar.getByRole("button", { name: T.bulkApply }).click();
    await expectToast(page, T.bulkChanged(2));
    for (const name of [second, third])
      await expect(card(page, name).locator("[data-status]")).toHaveText(INQUIRY_STATUS_LABELS.closed);
    await expect(bar).toBeHidden();

    // The Closed counter now shows just those two.
    await page.getByTestId("counter-closed").getByRole("button").click();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByText(ADMIN_INQUIRIES.emptyTitle)).toHaveCount(0);
  });
}
