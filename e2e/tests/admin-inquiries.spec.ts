import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  ADMIN_COMMON,
  ADMIN_INQUIRIES,
  ADMIN_INQUIRY_COUNTERS,
  ADMIN_INQUIRY_DELETE,
  ADMIN_TOASTS,
  INQUIRY_ATTRIBUTION_CSV_COLUMNS,
  INQUIRY_CSV_COLUMNS,
  INQUIRY_FORM,
  INQUIRY_STATUS_LABELS,
  type InquiryStatus,
  inquiryCsvFileName,
} from "@staffing/shared";
import { noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

type Counter = "total" | InquiryStatus;

const counter = (page: Page, name: Counter) => page.getByTestId(`counter-${name}`);

/** A counter's figure (its label is words, the figure digits only). */
const figure = (page: Page, name: Counter) => counter(page, name).getByText(/^\d+$/);

async function counterValue(page: Page, name: Counter): Promise<number> {
  await expect(figure(page, name)).toBeVisible();
  return Number(await figure(page, name).textContent());
}

async function counters(page: Page): Promise<Record<Counter, number>> {
  return {
    total: await counterValue(page, "total"),
    new: await counterValue(page, "new"),
    in_progress: await counterValue(page, "in_progress"),
    closed: await counterValue(page, "closed"),
  };
}

const cards = (page: Page) => page.getByRole("article");
/** A card's status badge (the status selector shows the same word). */
const badge = (inquiryCard: Locator) => inquiryCard.locator("[data-status]");
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: ADMIN_INQUIRIES.search });
const statusFilter = (page: Page) =>
  page.getByRole("search", { name: ADMIN_INQUIRIES.filters }).getByRole("combobox", {
    name: ADMIN_INQUIRIES.statusFilter,
  });
const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

/** Sees the toast, then closes it, so the next one is a new one. */
async function expectToast(page: Page, title: string) {
  await expect(toast(page, title)).toBeVisible();
  await toast(page, title).getByRole("button", { name: "Close" }).click();
  await expect(toast(page, title)).toBeHidden();
}

async function chooseStatus(page: Page, select: Locator, label: string) {
  await select.click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/** A visitor's inquiry, sent the way the public form sends it. */
async function sendInquiry(
  request: APIRequestContext,
  inquiry: { name: string; email?: string; company?: string; service?: string; message?: string },
) {
  const response = await request.post("/api/inquiries", {
    data: { email: "visitor@example.com", company: "", service: "virtual", message: "", ...inquiry },
  });
  expect(response.ok()).toBe(true);
}

/** Enough of RFC 4180 to read our export back: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test("the list shows 5 skeletons while loading, then the counters and a card per inquiry", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  // Hold the list's answer so its loading state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*inquiries\.list/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_INQUIRIES.heading })).toBeVisible();
  await expect(page.getByTestId("skeleton-card")).toHaveCount(ADMIN_INQUIRIES.skeletonCount);
  release();
  await expect(page.getByTestId("skeleton-card")).toHaveCount(0);

  const numbers = await counters(page);
  expect(numbers.total).toBe(numbers.new + numbers.in_progress + numbers.closed);
  for (const name of ["total", "new", "in_progress", "closed"] as const) {
    await expect(counter(page, name)).toContainText(
      name === "total" ? ADMIN_INQUIRIES.total : INQUIRY_STATUS_LABELS[name],
    );
  }
  await expect(cards(page)).toHaveCount(Math.min(numbers.total, ADMIN_INQUIRIES.pageSize));

  // A seeded card: its name a link, badge, service, email, company, date on the company's clock,
  // message, status selector, and Open, both leading to the inquiry's workspace.
  const priya = card(page, "Priya Raman");
  await expect(badge(priya)).toHaveText(INQUIRY_STATUS_LABELS.new);
  await expect(priya.getByText(INQUIRY_FORM.serviceLabels.virtual)).toBeVisible();
  await expect(priya.getByText("priya.raman@example.com")).toBeVisible();
  await expect(priya.getByText("Aurora Dental Group")).toBeVisible();
  await expect(priya.locator("time")).toHaveText(/\d{4}, \d{2}:\d{2} [A-Z]/);
  await expect(priya.getByTestId("message-preview")).toContainText("We run six clinics");
  await expect(priya.getByRole("combobox", { name: ADMIN_INQUIRIES.fields.status })).toBeVisible();
  const workspace = /\/admin\/inquiries\/[0-9a-f-]{36}$/;
  await expect(priya.getByRole("link", { name: "Priya Raman", exact: true })).toHaveAttribute(
    "href",
    workspace,
  );
  await expect(priya.getByRole("link", { name: ADMIN_INQUIRIES.openLabel("Priya Raman") })).toHaveText(
    ADMIN_INQUIRIES.open,
  );
  await expect(priya.getByRole("link", { name: ADMIN_INQUIRIES.openLabel("Priya Raman") })).toHaveAttribute(
    "href",
    workspace,
  );
  // One workspace per inquiry: no details dialog beside it.
  await expect(priya.getByRole("button", { name: /details/i })).toHaveCount(0);

  await noViolations(page);
});

test("the search and the status filter narrow the list and the counters, and stay in the URL", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await page.goto("/admin/inquiries");
  const all = await counters(page);

  // The search runs on the server over name, email, company and message.
  await searchBox(page).fill("prairie freight");
  await expect(page).toHaveURL(/[?&]q=prairie(\+|%20)freight/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, "Marcus Lee")).toBeVisible();
  await expect(figure(page, "total")).toHaveText("1");

  await searchBox(page).fill("");
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(figure(page, "total")).toHaveText(String(all.total));

  // The status filter lists All Statuses, New, In Progress and Closed.
  await statusFilter(page).click();
  await expect(page.getByRole("option")).toHaveText([
    ADMIN_INQUIRIES.allStatuses,
    INQUIRY_STATUS_LABELS.new,
    INQUIRY_STATUS_LABELS.in_progress,
    INQUIRY_STATUS_LABELS.closed,
  ]);
  await page.getByRole("option", { name: INQUIRY_STATUS_LABELS.closed }).click();
  await expect(page).toHaveURL(/[?&]status=closed/);
  await expect(cards(page)).toHaveCount(Math.min(all.closed, ADMIN_INQUIRIES.pageSize));
  for (const shown of await cards(page).all()) {
    await expect(badge(shown)).toHaveText(INQUIRY_STATUS_LABELS.closed);
  }
  // The counters count what the list shows: the search and the status filter together, and say so.
  await expect(figure(page, "total")).toHaveText(String(all.closed));
  await expect(figure(page, "new")).toHaveText("0");
  await expect(figure(page, "closed")).toHaveText(String(all.closed));
  await expect(page.getByText(ADMIN_INQUIRY_COUNTERS.matching)).toBeVisible();

  // Typing asks the server once, when the typing pauses, not once per key.
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/trpc\/[^?]*inquiries\.list/.test(request.url())) listCalls.push(request.url());
  });
  await searchBox(page).pressSequentially("walsh", { delay: 60 });
  await expect(page).toHaveURL(/[?&]q=walsh/);
  await expect(cards(page)).toHaveCount(1);
  expect(listCalls).toHaveLength(1);

  // Both survive a reload: they are the URL's.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(searchBox(page)).toHaveValue("walsh");
  await expect(statusFilter(page)).toHaveText(INQUIRY_STATUS_LABELS.closed);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, "Liam Walsh")).toBeVisible();

  // Nothing matches: the filtered empty state.
  await searchBox(page).fill("no inquiry says this");
  await expect(page.getByRole("heading", { name: ADMIN_INQUIRIES.emptyTitle })).toBeVisible();
  await expect(page.getByText(ADMIN_INQUIRIES.emptyFilteredHint)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await noViolations(page);
});

test("a status changed on a card and in its workspace updates the badge and the counters", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const name = `Status Check ${Date.now()}`;
  const message = "We need two forklift drivers.\nNights only, starting Monday.";
  await sendInquiry(request, { name, company: "Status Works", service: "temporary", message });
  await signIn(page);
  await page.goto("/admin/inquiries");
  const before = await counters(page);
  const inquiry = card(page, name);
  await expect(badge(inquiry)).toHaveText(INQUIRY_STATUS_LABELS.new);

  // On the card.
  await chooseStatus(
    page,
    inquiry.getByRole("combobox", { name: ADMIN_INQUIRIES.fields.status }),
    INQUIRY_STATUS_LABELS.in_progress,
  );
  await expectToast(page, ADMIN_TOASTS.statusUpdated);
  await expect(badge(inquiry)).toHaveText(INQUIRY_STATUS_LABELS.in_progress);
  await expect(figure(page, "new")).toHaveText(String(before.new - 1));
  await expect(figure(page, "in_progress")).toHaveText(String(before.in_progress + 1));

  // In its workspace, opened by its name: every field, the whole message, then the status. No dialog:
  // the workspace has its own address, and going back returns to the list.
  await inquiry.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const workspace = page.getByRole("main");
  await expect(workspace.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(workspace.getByRole("link", { name: "visitor@example.com" })).toHaveAttribute(
    "href",
    "mailto:visitor@example.com",
  );
  await expect(workspace.getByText("Status Works")).toBeVisible();
  await expect(workspace.getByText(INQUIRY_FORM.serviceLabels.temporary)).toBeVisible();
  await expect(workspace.getByText("Nights only, starting Monday.")).toBeVisible();
  await expect(workspace.getByText(ADMIN_INQUIRIES.fields.received)).toBeVisible();
  await noViolations(page);

  const workspaceStatus = workspace.getByRole("combobox", { name: ADMIN_INQUIRIES.fields.status });
  await chooseStatus(page, workspaceStatus, INQUIRY_STATUS_LABELS.closed);
  await expectToast(page, ADMIN_TOASTS.statusUpdated);
  await expect(workspaceStatus).toHaveText(INQUIRY_STATUS_LABELS.closed);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(badge(inquiry)).toHaveText(INQUIRY_STATUS_LABELS.closed);
  await expect(figure(page, "in_progress")).toHaveText(String(before.in_progress));
  await expect(figure(page, "closed")).toHaveText(String(before.closed + 1));
  await expect(figure(page, "total")).toHaveText(String(before.total));
});

test("spam is deleted from its workspace, which then leads back to the list without it", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const name = `Spam Sender ${Date.now()}`;
  await sendInquiry(request, { name, message: "Cheap watches" });
  await signIn(page);
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(name)}`);
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: ADMIN_INQUIRY_DELETE.delete }).click();
  const confirm = page.getByRole("dialog", { name: ADMIN_INQUIRY_DELETE.confirm });
  await confirm.getByRole("button", { name: ADMIN_COMMON.delete }).click();
  await expectToast(page, ADMIN_INQUIRY_DELETE.deleted);
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await searchBox(page).fill(name);
  await expect(page.getByText(ADMIN_INQUIRIES.emptyTitle)).toBeVisible();
});

test("a long message is cut to 3 lines on its card and shown whole in its workspace", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const name = `Long Message ${Date.now()}`;
  const ending = "This is the very last sentence of the message.";
  const message = `${"We need people for many roles across three sites and several shifts. ".repeat(12)}${ending}`;
  await sendInquiry(request, { name, message });
  await signIn(page);
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(name)}`);
  const preview = card(page, name).getByTestId("message-preview");
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe("3");
  const lineHeight = await preview.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  const box = await preview.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  expect(await preview.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

  await card(page, name)
    .getByRole("link", { name: ADMIN_INQUIRIES.openLabel(name) })
    .click();
  await expect(page.getByRole("main").getByText(ending)).toBeInViewport();
});

test("Export CSV downloads the filtered inquiries, spreadsheet formulas neutralised", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const stamp = Date.now();
  const company = `Formula Co ${stamp}`;
  await sendInquiry(request, {
    name: "=SUM(A1)",
    company,
    message: 'Please call "after 5", thanks',
  });
  await sendInquiry(request, { name: `Plain Person ${stamp}`, company, service: "direct" });
  await signIn(page);
  await page.goto("/admin/inquiries");
  await searchBox(page).fill(company);
  await expect(cards(page)).toHaveCount(2);
  const namesOnScreen = await cards(page).getByRole("heading").allTextContents();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: ADMIN_INQUIRIES.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.suggestedFilename()).toBe(inquiryCsvFileName(new Date()));
  const bytes = await readFile(await file.path());
  // UTF-8's byte-order mark first, so spreadsheet programs show accented names right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  const [header, ...rows] = parseCsv(text);
  // The spec's columns in their order, then where each inquiry came from.
  expect(header).toEqual([...INQUIRY_CSV_COLUMNS, ...INQUIRY_ATTRIBUTION_CSV_COLUMNS]);
  // The same inquiries as on screen, in the same order.
  expect(rows.map((row) => row[0])).toEqual(
    namesOnScreen.map((name) => (name.startsWith("=") ? `'${name}` : name)),
  );
  const formula = rows.find((row) => row[0]?.endsWith("=SUM(A1)"));
  // The cell reads as text in a spreadsheet, not as a formula; the message's quotes survive.
  expect(formula?.[0]).toBe("'=SUM(A1)");
  expect(formula?.[2]).toBe(company);
  expect(formula?.[4]).toBe(INQUIRY_STATUS_LABELS.new);
  expect(formula?.[5]).toBe('Please call "after 5", thanks');
  expect(formula?.[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(text).toContain('"Please call ""after 5"", thanks"');
  const plain = rows.find((row) => row[0] === `Plain Person ${stamp}`);
  expect(plain?.[3]).toBe(INQUIRY_FORM.serviceLabels.direct);

  // With the status filter too: only what the list shows.
  await searchBox(page).fill("");
  await chooseStatus(page, statusFilter(page), INQUIRY_STATUS_LABELS.closed);
  await expect(page).toHaveURL(/status=closed/);
  const closed = await counterValue(page, "closed");
  await expect(cards(page)).toHaveCount(Math.min(closed, ADMIN_INQUIRIES.pageSize));
  const closedOnScreen = await cards(page).getByRole("heading").allTextContents();
  const closedDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: ADMIN_INQUIRIES.exportCsv }).click();
  const closedRows = parseCsv(await readFile(await (await closedDownload).path(), "utf8")).slice(1);
  expect(closedRows).toHaveLength(closed);
  expect(closedRows.every((row) => row[4] === INQUIRY_STATUS_LABELS.closed)).toBe(true);
  expect(closedRows.map((row) => row[0]).slice(0, closedOnScreen.length)).toEqual(closedOnScreen);
});

test("a long list loads from the server 50 at a time with 'Load more'", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const company = `Paging Co ${Date.now()}`;
  const count = ADMIN_INQUIRIES.pageSize + 5;
  for (let index = 0; index < count; index++) {
    await sendInquiry(request, { name: `Paged ${String(index).padStart(2, "0")}`, company });
  }
  await signIn(page);
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(company)}`);
  await expect(cards(page)).toHaveCount(ADMIN_INQUIRIES.pageSize);
  await expect(page.getByText(ADMIN_INQUIRIES.showing(ADMIN_INQUIRIES.pageSize, count))).toBeVisible();
  // Newest first.
  await expect(cards(page).first().getByRole("heading")).toHaveText(`Paged ${count - 1}`);

  await page.getByRole("button", { name: ADMIN_INQUIRIES.loadMore }).click();
  await expect(cards(page)).toHaveCount(count);
  await expect(page.getByText(ADMIN_INQUIRIES.showing(count, count))).toBeVisible();
  await expect(cards(page).last().getByRole("heading")).toHaveText("Paged 00");
  await expect(page.getByRole("button", { name: ADMIN_INQUIRIES.loadMore })).toHaveCount(0);
  // Every inquiry exactly once across the pages.
  const names = await cards(page).getByRole("heading").allTextContents();
  expect(new Set(names).size).toBe(count);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cards stack and Open leads to the inquiry's workspace, which fits the screen", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    await signIn(page);
    await page.goto("/admin/inquiries");
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const name = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("link", { name: ADMIN_INQUIRIES.openLabel(name) }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
