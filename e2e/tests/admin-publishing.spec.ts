import type { Page } from "@playwright/test";
import {
  ADMIN_AUDIT_LOG,
  ADMIN_BLOG,
  ADMIN_COMMON,
  ADMIN_MEDIA,
  ADMIN_MEDIA_TOASTS,
  ADMIN_REDIRECT_TOASTS,
  ADMIN_REDIRECTS,
  ADMIN_SCHEDULED,
  ADMIN_SHELL,
  CONTENT_EDITOR,
  CONTENT_STATUS,
  DEFAULT_COMPANY_TIME_ZONE,
  LIST_TABLE,
  MEDIA_PICKER,
  NOT_FOUND,
  PREVIEW_TEXTS,
  PUBLISHING,
  REVISIONS,
  toZonedInput,
} from "@staffing/shared";
import { noViolations, row, rowMenuItem, rows, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Issue 13 in the browser: the media library and its picker, previews, schedules, revisions,
// redirects and the audit log, each new screen checked with axe.

const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });
const openSection = async (page: Page, label: string) => {
  await page.getByRole("navigation", { name: ADMIN_SHELL.title }).getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
};
const unique = () => Date.now().toString(36);

// These walk through several screens each.
test.describe.configure({ timeout: 120_000 });

/** Drops PNG files drawn in the page onto an element, as a person dragging them from their desktop. */
async function dropImages(page: Page, testId: string, names: string[]) {
  await page.getByTestId(testId).evaluate(async (zone, fileNames) => {
    const transfer = new DataTransfer();
    for (const [index, name] of fileNames.entries()) {
      const canvas = document.createElement("canvas");
      canvas.width = 900;
      canvas.height = 600;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      context.fillStyle = `hsl(${(index * 137 + Date.now()) % 360} 60% 45%)`;
      context.fillRect(0, 0, 900, 600);
      context.fillStyle = "#fff";
      context.fillText(name, 40, 80);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), "image/png"),
      );
      transfer.items.add(new File([blob], name, { type: "image/png" }));
    }
    zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, names);
}

test("media: images dropped on the library get alt text, become a post's featured image and an image in its text, and cannot be deleted while used", async ({
  page,
  allowConsole,
}) => {
  // The browser logs the server's 409 answer to deleting an image in use.
  allowConsole(/status of 409/);
  const id = unique();
  const harbour = `harbour-${id}.png`;
  const skyline = `skyline-${id}.png`;
  await signIn(page);
  await openSection(page, ADMIN_SHELL.nav.media);
  await noViolations(page);

  await dropImages(page, "media-drop-zone", [harbour, skyline]);
  await expect(toast(page, ADMIN_MEDIA.uploaded(2))).toBeVisible();
  // One toast at a time (SPEC section 9): this one goes before the next is awaited.
  await toast(page, ADMIN_MEDIA.uploaded(2)).getByRole("button", { name: "Close" }).click();
  const harbourTile = page.getByRole("button", { name: harbour });
  await expect(harbourTile).toBeVisible();
  await expect(page.getByRole("button", { name: skyline })).toBeVisible();

  await harbourTile.click();
  const details = page.getByRole("dialog", { name: ADMIN_MEDIA.detailsTitle });
  await expect(details.getByText(ADMIN_MEDIA.notUsed)).toBeVisible();
  await expect(details.getByText("900 × 600")).toBeVisible();
  await details.getByLabel(ADMIN_MEDIA.fields.alt).fill("The harbour at dawn");
  await details.getByRole("button", { name: ADMIN_COMMON.save }).click();
  await expect(details.getByRole("img", { name: "The harbour at dawn" })).toBeVisible();
  await noViolations(page);
  await expect(
    page.getByRole("alert", { includeHidden: true }).filter({ hasText: ADMIN_MEDIA_TOASTS.updated }),
  ).toBeAttached();
  await details.getByRole("button", { name: ADMIN_COMMON.close }).click();
  await expect(page.getByRole("button", { name: harbour })).toContainText("The harbour at dawn");

  // A post with the harbour as its featured image and the skyline, small, in its text.
  const title = `Harbour Jobs ${id}`;
  await openSection(page, ADMIN_BLOG.heading);
  await page.getByRole("button", { name: ADMIN_BLOG.create }).click();
  await page.getByLabel(ADMIN_BLOG.fields.title).fill(title);
  const settings = page.getByRole("complementary", { name: CONTENT_EDITOR.settings });
  await settings.getByRole("button", { name: MEDIA_PICKER.choose }).click();
  const picker = page.getByRole("dialog", { name: MEDIA_PICKER.title });
  await picker.getByRole("searchbox", { name: ADMIN_MEDIA.search }).fill(harbour);
  await picker.getByRole("button", { name: harbour }).click();
  await expect(picker.getByRole("button", { name: harbour })).toHaveAttribute("aria-pressed", "true");
  await noViolations(page);
  await picker.getByRole("button", { name: MEDIA_PICKER.select }).click();
  await expect(picker).toBeHidden();
  const featured = settings.getByLabel(ADMIN_BLOG.fields.featuredImage);
  await expect(featured).toHaveValue(/^\/media\/[0-9a-f]{32}-900x600\.png$/);

  const editor = page.getByRole("textbox", { name: ADMIN_BLOG.fields.content, exact: true });
  await editor.click();
  await editor.pressSequentially("Our new office looks over the bay.");
  await page.getByRole("main").getByRole("button", { name: MEDIA_PICKER.insert }).click();
  const inserting = page.getByRole("dialog", { name: MEDIA_PICKER.insertTitle });
  await inserting.getByRole("searchbox", { name: ADMIN_MEDIA.search }).fill(skyline);
  await inserting.getByRole("button", { name: skyline }).click();
  await inserting.getByLabel(ADMIN_MEDIA.fields.alt).fill("The city skyline");
  await inserting.getByRole("combobox", { name: MEDIA_PICKER.size }).click();
  await page.getByRole("option", { name: MEDIA_PICKER.sizes.small }).click();
  await noViolations(page);
  await inserting.getByRole("button", { name: MEDIA_PICKER.insert }).click();
  const inserted = editor.locator('img[alt="The city skyline"]');
  await expect(inserted).toHaveAttribute("src", /-480w\.webp$/);
  await expect(inserted).toHaveAttribute("srcset", /480w, .*800w/);
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await page.getByRole("banner").getByRole("button", { name: CONTENT_EDITOR.publish }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: ADMIN_COMMON.update })).toBeVisible();

  const slug = title.toLowerCase().replace(/ /g, "-");
  const post = (await (await page.request.get(`/api/blog/${slug}`)).json()) as {
    featuredImage: string;
    content: string;
  };
  expect(post.featuredImage).toMatch(/^\/media\/[0-9a-f]{32}-900x600\.png$/);
  expect(post.content).toMatch(/<img [^>]*alt="The city skyline"[^>]*>/);
  expect(post.content).toContain('width="480"');
  expect((await page.request.get(post.featuredImage)).headers()["cache-control"]).toContain("immutable");

  // In use now: the library says where, and offers no Delete (the server would refuse it).
  await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.blog) }).click();
  await openSection(page, ADMIN_SHELL.nav.media);
  await page.getByRole("button", { name: harbour }).click();
  await expect(details.getByText(title)).toBeVisible();
  await expect(details.getByText(ADMIN_MEDIA.inUseNoDelete)).toBeVisible();
  await expect(details.getByRole("button", { name: ADMIN_COMMON.delete })).toHaveCount(0);
  await noViolations(page);
});

test("preview: a draft opens in a new tab at its signed address, which shows it while visitors get 404", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 404/);
  await signIn(page);
  await openSection(page, ADMIN_BLOG.heading);
  const draft = rows(page).filter({ hasText: CONTENT_STATUS.labels.draft }).first();
  // The row's menu is named for the post: "More actions for {title}".
  const more = await draft.getByRole("button", { name: LIST_TABLE.moreFor("") }).getAttribute("aria-label");
  const title = (more ?? "").slice(LIST_TABLE.moreFor("").length);
  const preview = await rowMenuItem(page, title, LIST_TABLE.preview);
  const [tab] = await Promise.all([page.waitForEvent("popup"), preview.click()]);
  await expect(tab).toHaveURL(/\/preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const token = new URL(tab.url()).pathname.split("/").pop() ?? "";
  // The draft as it will look, under a ribbon that says it is a preview.
  await expect(tab.getByRole("note")).toContainText(PREVIEW_TEXTS.note);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(title);
  await noViolations(tab);
  // A tampered address is nothing: the site's not-found screen.
  await tab.goto(`/preview/${token.slice(0, -2)}xx`);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND.title);
  await tab.close();

  const resolve = (value: string) =>
    page.request.get(`/trpc/preview.resolve?input=${encodeURIComponent(JSON.stringify({ token: value }))}`);
  const shown = await resolve(token);
  expect(shown.status()).toBe(200);
  expect((await shown.json()).result.data).toMatchObject({ kind: "post", post: { title } });
  expect((await resolve(`${token.slice(0, -2)}xx`)).status()).toBe(404);
  const slug = (await shown.json()).result.data.post.slug as string;
  expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);
});

test.describe("in a browser on another clock", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("schedule: a post published for tomorrow is marked Scheduled, listed on the dashboard, and not public yet", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/);
    const title = `Monday Announcement ${unique()}`;
    await signIn(page);
    await openSection(page, ADMIN_BLOG.heading);
    await page.getByRole("button", { name: ADMIN_BLOG.create }).click();
    await page.getByLabel(ADMIN_BLOG.fields.title).fill(title);
    await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
    // Tomorrow at 09:30 on the company's clock (Edmonton's), which the field takes whatever the
    // browser's zone (Tokyo's here, half a day ahead).
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");
    const tomorrow = toZonedInput(new Date(Date.now() + 26 * 3600_000), DEFAULT_COMPANY_TIME_ZONE).slice(
      0,
      10,
    );
    const settings = page.getByRole("complementary", { name: CONTENT_EDITOR.settings });
    await settings.getByLabel(PUBLISHING.publishAt).fill(`${tomorrow}T09:30`);
    await noViolations(page);
    await settings.getByRole("button", { name: CONTENT_EDITOR.schedule }).click();
    await expect(settings.getByText(/^Scheduled for .*, 09:30 M[SD]T$/)).toBeVisible();
    await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.blog) }).click();
    const listed = row(page, title);
    await expect(listed.getByText(CONTENT_STATUS.labels.scheduled, { exact: true })).toBeVisible();
    // When, on the company's clock with its zone named ("Goes live 29 Nov 2026, 02:30 MST").
    await expect(listed.getByText(/^Goes live \d+ \w+ \d{4}, 09:30 M[SD]T$/)).toBeVisible();

    const slug = title.toLowerCase().replace(/ /g, "-");
    expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);
    await openSection(page, ADMIN_SHELL.nav.dashboard);
    const scheduled = page.getByRole("region", { name: ADMIN_SCHEDULED.heading });
    await expect(scheduled.getByText(title)).toBeVisible();
    await expect(scheduled.getByText(/, 09:30 M[SD]T$/).first()).toBeVisible();
  });
});

test("revisions: the History of a post says what each version changed, compares one with now and restores it as a new version", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const original = `Hiring Checklist ${unique()}`;
  const renamed = `${original} (edited)`;
  await signIn(page);
  await openSection(page, ADMIN_BLOG.heading);
  await page.getByRole("button", { name: ADMIN_BLOG.create }).click();
  await page.getByLabel(ADMIN_BLOG.fields.title).fill(original);
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: CONTENT_EDITOR.publish }).click();
  const update = banner.getByRole("button", { name: ADMIN_COMMON.update });
  await expect(update).toBeDisabled();
  await page.getByLabel(ADMIN_BLOG.fields.title).fill(renamed);
  await update.click();
  await expect(update).toBeDisabled();

  const history = page
    .getByRole("complementary", { name: CONTENT_EDITOR.settings })
    .getByRole("region", { name: REVISIONS.heading });
  const versions = history.getByRole("listitem");
  await expect(versions.first()).toContainText(REVISIONS.changed([REVISIONS.fields.title.toLowerCase()]));
  await expect(versions.first().getByText(REVISIONS.current)).toBeVisible();
  const count = await versions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const older = versions.nth(1);
  await older.getByRole("button", { name: new RegExp(`^${REVISIONS.compare}`) }).click();
  await expect(older.locator("ins")).toHaveText(/\(edited\)/);
  await noViolations(page);
  await older.getByRole("button", { name: new RegExp(`^${REVISIONS.restore}`) }).click();
  await page
    .getByRole("dialog")
    .filter({ hasText: REVISIONS.restoreConfirm })
    .getByRole("button", {
      name: REVISIONS.restore,
    })
    .click();
  await expect(toast(page, REVISIONS.restored)).toBeVisible();
  // The editor shows the restored version; the restore is itself a version: nothing was overwritten.
  await expect(page.getByLabel(ADMIN_BLOG.fields.title)).toHaveValue(original);
  await expect(versions).toHaveCount(count + 1);
  await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.blog) }).click();
  await expect(row(page, original)).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
});

test("redirects: one added by hand sends visitors on, a loop is refused, and the audit log shows both changes", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 409/);
  const id = unique();
  await signIn(page);
  await openSection(page, ADMIN_REDIRECTS.heading);
  await noViolations(page);
  await page.getByRole("button", { name: ADMIN_REDIRECTS.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_REDIRECTS.createTitle });
  await dialog.getByLabel(ADMIN_REDIRECTS.fields.fromPath).fill(`/old-handbook-${id}`);
  await dialog.getByLabel(ADMIN_REDIRECTS.fields.toUrl).fill("/faq");
  await noViolations(page);
  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  await expect(toast(page, ADMIN_REDIRECT_TOASTS.created)).toBeVisible();
  await expect(row(page, `/old-handbook-${id}`)).toContainText("/faq");

  const visitor = await page.context().newPage();
  await visitor.goto(`/old-handbook-${id}`);
  await expect(visitor).toHaveURL(/\/faq$/);
  await visitor.close();

  // /faq back to the old address would send visitors round in a circle.
  await page.getByRole("button", { name: ADMIN_REDIRECTS.create }).click();
  await dialog.getByLabel(ADMIN_REDIRECTS.fields.fromPath).fill("/faq");
  await dialog.getByLabel(ADMIN_REDIRECTS.fields.toUrl).fill(`/old-handbook-${id}`);
  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  const loop = `This redirect would make a loop: /faq → /old-handbook-${id} → /faq.`;
  await expect(dialog.getByLabel(ADMIN_REDIRECTS.fields.toUrl)).toHaveAccessibleDescription(loop);
  await dialog.getByRole("button", { name: ADMIN_COMMON.cancel }).click();

  await openSection(page, ADMIN_SHELL.nav.auditLog);
  await page.getByRole("combobox", { name: ADMIN_AUDIT_LOG.kindFilter }).click();
  await page.getByRole("option", { name: ADMIN_AUDIT_LOG.kinds.redirect }).click();
  await expect(
    page.getByRole("article", { name: `${ADMIN_AUDIT_LOG.kinds.redirect}: /old-handbook-${id}` }),
  ).toContainText(ADMIN_AUDIT_LOG.actions.create);
  await noViolations(page);
});
