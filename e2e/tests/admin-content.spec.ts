import type { Locator, Page, Route } from "@playwright/test";
import {
  ADMIN_BLOG,
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_SHELL,
  ADMIN_TOASTS,
  CONTENT_EDITOR,
  EDITOR_TEXTS,
  NOT_FOUND,
  richTextSection,
  SECTION_TYPES,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { demoCredentials, noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

// SPEC section 2 (admin pages, admin blog), 4 (slug auto-fill, dialogs), 5, 8 and 9, in the browser;
// pages and posts are written in the full-screen editor (issue 19; its own tests: admin-editor.spec.ts).

/** A new page's rich-text section: its text field's label, as the section's schema names it. */
const RICH_TEXT_LABEL = richTextSection.shape.html.meta()?.title ?? "";
/** The text of the new page's second section, its rich text. */
const richText = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `2. ${SECTION_TYPES.richText.label}` }) })
    .getByRole("textbox", { name: RICH_TEXT_LABEL, exact: true });

// The editor's tests walk through the list and the editor, on a busy machine.
test.describe.configure({ timeout: 90_000 });

const openSection = async (page: Page, label: string) => {
  await page.getByRole("navigation", { name: ADMIN_SHELL.title }).getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
};

const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });
const items = (page: Page) => page.getByRole("main").getByRole("listitem");
const card = (page: Page, title: string) => items(page).filter({ hasText: title });
const unique = () => Date.now().toString(36);

/** Rewrites one procedure's answer inside tRPC's batched reply, leaving its neighbours untouched. */
async function rewriteAnswer(page: Page, procedure: string, answer: (original: unknown) => unknown) {
  await page.route(new RegExp(`/trpc/[^?]*${procedure.replace(".", "\\.")}`), async (route: Route) => {
    const response = await route.fetch();
    const names = new URL(route.request().url()).pathname.split("/").pop()?.split(",") ?? [];
    const items = (await response.json()) as unknown[];
    const json = items.map((item, index) => (names[index] === procedure ? answer(item) : item));
    await route.fulfill({ response, json });
  });
}

/** Records every Content-Security-Policy violation of the page, however it happens. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function typeInEditor(editor: Locator, text: string) {
  await editor.click();
  await editor.press("End");
  await editor.pressSequentially(text);
}

test("pages: a new page takes its slug from the title, opens in the editor, goes public once published, keeps its slug when renamed, and is deleted after the confirmation", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const cspViolations = await watchCsp(page);
  const title = `Onboarding Handbook ${unique()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);
  await expect(card(page, "Careers")).toBeVisible();
  await noViolations(page);

  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const create = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  await create.getByLabel(ADMIN_PAGES.fields.title).fill(title);
  await expect(create.getByLabel(ADMIN_PAGES.fields.slug)).toHaveValue(slug);
  await noViolations(page);
  await create.getByRole("button", { name: ADMIN_COMMON.create }).click();
  await expect(toast(page, ADMIN_TOASTS.pageCreated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The new page opens with a rich-text section to write in.
  const editor = richText(page);
  await expect(editor).toHaveAttribute("aria-multiline", "true");
  await typeInEditor(editor, "Your first week with us. ");
  // A link from the toolbar: with nothing selected, the address becomes the linked text.
  await page.getByRole("button", { name: EDITOR_TEXTS.link }).click();
  await page.getByLabel(EDITOR_TEXTS.linkAddress).fill("https://example.com/handbook");
  await page.getByLabel(EDITOR_TEXTS.linkAddress).press("Enter");
  await expect(editor.locator('a[href="https://example.com/handbook"]')).toHaveText(
    "https://example.com/handbook",
  );
  // The editor has the focus back: typing goes on after the link.
  await expect(editor).toBeFocused();
  await expect(page.getByRole("banner").getByRole("status")).toHaveText(CONTENT_EDITOR.status.saved);

  // New pages are drafts (SPEC section 4): nobody outside sees them yet.
  await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.pages) }).click();
  const created = card(page, title);
  await expect(created.getByText(`/${slug}`)).toBeVisible();
  await expect(created.getByText(ADMIN_COMMON.draft, { exact: true })).toBeVisible();
  await expect(created.getByRole("link", { name: `${ADMIN_COMMON.view} ${title}` })).toHaveAttribute(
    "href",
    `/${slug}`,
  );
  await expect(created.getByRole("link", { name: `${ADMIN_COMMON.view} ${title}` })).toHaveAttribute(
    "target",
    "_blank",
  );
  const visitor = await page.context().newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("heading", { name: NOT_FOUND.title })).toBeVisible();

  // Editing: a new title never moves the page's address; publishing opens it to visitors.
  await created.getByRole("button", { name: `${ADMIN_COMMON.edit} ${title}` }).click();
  await expect(richText(page)).toContainText("Your first week with us.");
  await page.getByLabel(ADMIN_PAGES.fields.title).fill(`${title} (revised)`);
  await expect(page.getByLabel(ADMIN_PAGES.fields.slug)).toHaveValue(slug);
  await page.getByLabel(ADMIN_PAGES.fields.metaDescription).fill("What to expect in your first week.");
  await page.getByRole("banner").getByRole("button", { name: CONTENT_EDITOR.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();
  await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.pages) }).click();
  const revised = card(page, `${title} (revised)`);
  await expect(revised.getByText(ADMIN_COMMON.published, { exact: true })).toBeVisible();
  await expect(revised.getByText(`/${slug}`)).toBeVisible();
  await expect(revised.getByText("What to expect in your first week.")).toBeVisible();

  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("link", { name: "https://example.com/handbook" })).toBeVisible();

  // Deleting asks first; cancelling keeps the page.
  await revised.getByRole("button", { name: `${ADMIN_COMMON.delete} ${title} (revised)` }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: ADMIN_PAGES.deleteConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: ADMIN_COMMON.cancel }).click();
  await expect(revised).toBeVisible();
  await revised.getByRole("button", { name: `${ADMIN_COMMON.delete} ${title} (revised)` }).click();
  await confirm.getByRole("button", { name: ADMIN_COMMON.delete }).click();
  await expect(toast(page, ADMIN_TOASTS.pageDeleted)).toBeVisible();
  await expect(revised).toHaveCount(0);

  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("heading", { name: NOT_FOUND.title })).toBeVisible();
  await visitor.close();
  expect(await cspViolations()).toEqual([]);
  expect(await page.locator("style[data-tiptap-style]").count()).toBe(0);
});

test("pages: the create dialog's field messages from the shared schema and from the server, submit disabled while saving, cancel resets", async ({
  page,
  allowConsole,
}) => {
  // The browser logs the server's 409 answer to the taken slug.
  allowConsole(/status of 409/);
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  const title = dialog.getByLabel(ADMIN_PAGES.fields.title);
  const slug = dialog.getByLabel(ADMIN_PAGES.fields.slug);
  const submit = dialog.getByRole("button", { name: ADMIN_COMMON.create });

  await title.fill("Frequently Asked Questions");
  await slug.fill("");
  await submit.click();
  await expect(slug).toHaveAccessibleDescription(VALIDATION_MESSAGES.slugRequired);
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(VALIDATION_MESSAGES.slugRequired)).toBeVisible();
  await noViolations(page);
  // A message goes as soon as its field is filled.
  await slug.fill("f");
  await expect(dialog.getByText(VALIDATION_MESSAGES.slugRequired)).toHaveCount(0);

  await title.fill("");
  await slug.fill("blog");
  await submit.click();
  await expect(title).toHaveAccessibleDescription(VALIDATION_MESSAGES.titleRequired);
  await expect(slug).toHaveAccessibleDescription(VALIDATION_MESSAGES.pageSlugReserved);

  // A slug another page has (the seeded FAQ): the server's 409 message, in a toast and under the field.
  await title.fill("Another FAQ");
  await slug.fill("faq");
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/pages\.create/, async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(dialog.getByRole("button", { name: ADMIN_COMMON.saving })).toBeDisabled();
  release();
  const conflict = "A page with this slug already exists.";
  await expect(toast(page, ADMIN_COMMON.errorTitle)).toContainText(conflict);
  await expect(slug).toHaveAccessibleDescription(conflict);
  await expect(submit).toBeEnabled();
  // The toast sits over the dialog's buttons until it goes; it can be closed at once.
  await toast(page, ADMIN_COMMON.errorTitle).getByRole("button", { name: ADMIN_COMMON.close }).click();

  // Cancel drops what was typed; so does closing with Escape.
  await dialog.getByRole("button", { name: ADMIN_COMMON.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  await expect(title).toHaveValue("");
  await expect(slug).toHaveValue("");
  await expect(dialog.getByText(conflict)).toHaveCount(0);
  await title.fill("Typed then abandoned");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  await expect(title).toHaveValue("");
});

test("pages: the search matches title or slug whatever the case, and the empty states say why", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);
  const search = page.getByRole("searchbox", { name: ADMIN_PAGES.search });
  await expect(search).toHaveAttribute("placeholder", ADMIN_PAGES.search);

  await search.fill("PRIVACY POLICY");
  await expect(items(page)).toHaveCount(1);
  await expect(card(page, "Privacy Policy")).toBeVisible();

  // By slug: the three seeded pages under /resources/.
  await search.fill("Resources/");
  await expect(items(page)).toHaveCount(3);
  for (const item of await items(page).all()) await expect(item).toContainText("/resources/");

  await search.fill("no page is called this");
  await expect(page.getByText(ADMIN_PAGES.emptyTitle)).toBeVisible();
  await expect(page.getByText(ADMIN_PAGES.emptySearchHint)).toBeVisible();
  await search.fill("");
  await expect(card(page, "Careers")).toBeVisible();

  // With no pages at all the hint invites to create the first one.
  await rewriteAnswer(page, "pages.list", () => ({ result: { data: [] } }));
  await page.reload();
  await expect(page.getByText(ADMIN_PAGES.emptyTitle)).toBeVisible();
  await expect(page.getByText(ADMIN_PAGES.emptyHint)).toBeVisible();
  await noViolations(page);
});

test("pages and posts: 3 skeleton cards while loading, and a list that cannot be read says so", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*pages\.list/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: ADMIN_SHELL.title })
    .getByRole("link", { name: ADMIN_PAGES.heading })
    .click();
  await expect(page.getByTestId("skeleton-card")).toHaveCount(ADMIN_PAGES.skeletonCount);
  release();
  await expect(card(page, "Careers")).toBeVisible();
  await expect(page.getByTestId("skeleton-card")).toHaveCount(0);

  await rewriteAnswer(page, "blog.adminList", () => ({
    error: {
      message: "The database is not answering.",
      code: -32603,
      data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "blog.adminList" },
    },
  }));
  await page
    .getByRole("navigation", { name: ADMIN_SHELL.title })
    .getByRole("link", { name: ADMIN_BLOG.heading })
    .click();
  const failure = page.getByRole("alert").filter({ hasText: ADMIN_TOASTS.loadFailed.posts });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("The database is not answering.");
});

test("blog: a post written in the editor with tags and bold text from the toolbar shows on /blog/{slug} once published; a new title keeps the slug; delete asks first", async ({
  page,
  allowConsole,
}) => {
  // The live preview shows the featured image, whose address (on purpose) names no real host.
  allowConsole(/ERR_NAME_NOT_RESOLVED/);
  const cspViolations = await watchCsp(page);
  const title = `Remote Onboarding Checklist ${unique()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  await signIn(page);
  await openSection(page, ADMIN_BLOG.heading);
  await expect(items(page).first()).toBeVisible();
  await noViolations(page);

  await page.getByRole("button", { name: ADMIN_BLOG.create }).click();
  await expect(page.getByRole("heading", { level: 1, name: CONTENT_EDITOR.untitled.post })).toBeVisible();
  await page.getByLabel(ADMIN_BLOG.fields.title).fill(title);
  await expect(page.getByLabel(ADMIN_BLOG.fields.slug)).toHaveValue(slug);
  await page.getByLabel(ADMIN_BLOG.fields.excerpt).fill("Ten things to settle before a remote hire starts.");

  const editor = page.getByRole("textbox", { name: ADMIN_BLOG.fields.content, exact: true });
  await typeInEditor(editor, "Before day one: ");
  const bold = page.getByRole("button", { name: EDITOR_TEXTS.bold });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("ship the laptop early");
  await expect(editor.locator("strong")).toHaveText("ship the laptop early");

  // The HTML source view shows what is stored, and what is written there comes back to the editor.
  const sourceToggle = page.getByRole("button", { name: EDITOR_TEXTS.source });
  await sourceToggle.click();
  await expect(sourceToggle).toHaveAttribute("aria-pressed", "true");
  const source = page.getByLabel(`${ADMIN_BLOG.fields.content} (${EDITOR_TEXTS.source})`);
  await expect(source).toHaveValue("<p>Before day one: <strong>ship the laptop early</strong></p>");
  await expect(bold).toBeDisabled();
  await noViolations(page);
  await source.fill(`${await source.inputValue()}<h2>Week one</h2>`);
  await sourceToggle.click();
  await expect(editor.getByRole("heading", { level: 2, name: "Week one" })).toBeVisible();

  const settings = page.getByRole("complementary", { name: CONTENT_EDITOR.settings });
  await settings.getByLabel(ADMIN_BLOG.fields.category, { exact: true }).selectOption("Remote Work");
  await settings
    .getByLabel(ADMIN_BLOG.fields.tags)
    .fill(" remote, onboarding ,, laptops, culture, it, payroll ");
  await settings.getByLabel(ADMIN_BLOG.fields.featuredImage).fill("https://images.example.com/laptop.jpg");
  await noViolations(page);
  await page.getByRole("banner").getByRole("button", { name: CONTENT_EDITOR.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.postUpdated)).toBeVisible();

  await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.blog) }).click();
  const created = card(page, title);
  await expect(created.getByText(ADMIN_COMMON.published, { exact: true })).toBeVisible();
  await expect(created.getByText("Remote Work", { exact: true })).toBeVisible();
  await expect(created.getByText(new RegExp(ADMIN_BLOG.author))).toBeVisible();
  await expect(created.getByText(new RegExp(ADMIN_BLOG.tagCount(6)))).toBeVisible();
  for (const tag of ["remote", "onboarding", "laptops", "culture", "it"]) {
    await expect(created.getByText(tag, { exact: true })).toBeVisible();
  }
  await expect(created.getByText("payroll", { exact: true })).toHaveCount(0);
  await expect(created.getByText(ADMIN_BLOG.moreTags(1))).toBeVisible();
  await expect(created.getByRole("link", { name: `${ADMIN_COMMON.view} ${title}` })).toHaveAttribute(
    "href",
    `/blog/${slug}`,
  );

  const visitor = await page.context().newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "ship the laptop early" })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Week one" })).toBeVisible();
  await visitor.close();

  // Editing: the editor shows what is stored; a new title keeps the slug.
  await created.getByRole("button", { name: `${ADMIN_COMMON.edit} ${title}` }).click();
  await expect(settings.getByLabel(ADMIN_BLOG.fields.tags)).toHaveValue(
    "remote, onboarding, laptops, culture, it, payroll",
  );
  await expect(settings.getByLabel(ADMIN_BLOG.fields.category, { exact: true })).toHaveValue("Remote Work");
  await expect(editor.locator("strong")).toHaveText("ship the laptop early");
  await page.getByLabel(ADMIN_BLOG.fields.title).fill(`${title} for 2026`);
  await expect(page.getByLabel(ADMIN_BLOG.fields.slug)).toHaveValue(slug);
  await settings.getByLabel(ADMIN_BLOG.fields.tags).fill("remote");
  const update = page.getByRole("banner").getByRole("button", { name: ADMIN_COMMON.update });
  await update.click();
  // Live once the page no longer says there are unpublished changes (a toast of the first
  // publication may still show, and the button is disabled while the update is on its way).
  await expect(page.getByRole("banner").getByText(CONTENT_EDITOR.unpublishedChanges)).toHaveCount(0);
  await expect(toast(page, ADMIN_TOASTS.postUpdated)).toBeVisible();
  await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.blog) }).click();
  const revised = card(page, `${title} for 2026`);
  await expect(revised.getByText(new RegExp(ADMIN_BLOG.tagCount(1)))).toBeVisible();
  await expect(revised.getByText(/^\+\d+ more$/)).toHaveCount(0);

  await revised.getByRole("button", { name: `${ADMIN_COMMON.delete} ${title} for 2026` }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: ADMIN_BLOG.deleteConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: ADMIN_COMMON.delete }).click();
  await expect(toast(page, ADMIN_TOASTS.postDeleted)).toBeVisible();
  await expect(revised).toHaveCount(0);
  expect(await cspViolations()).toEqual([]);
});

test("blog: the search matches title, excerpt or category; nothing found says so; a cleared slug is kept in the browser, refused by Publish", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await openSection(page, ADMIN_BLOG.heading);
  const search = page.getByRole("searchbox", { name: ADMIN_BLOG.search });
  await expect(items(page).first()).toBeVisible();
  const all = await items(page).count();
  expect(all).toBeGreaterThan(1);

  for (const term of ["industry insights", "ONBOARDING", "blended"]) {
    await search.fill(term);
    const shown = items(page);
    await expect.poll(() => shown.count()).toBeLessThan(all);
    expect(await shown.count()).toBeGreaterThan(0);
    for (const item of await shown.all()) await expect(item).toContainText(new RegExp(term, "i"));
  }

  await search.fill("nothing is written about this");
  await expect(page.getByText(ADMIN_BLOG.emptyTitle)).toBeVisible();
  await expect(page.getByText(ADMIN_BLOG.emptySearchHint)).toBeVisible();
  await search.fill("");
  await expect(items(page)).toHaveCount(all);

  // In the editor, a new post without an address is kept in this browser (not created yet);
  // Publish marks every field to fix and says why.
  await page.getByRole("button", { name: ADMIN_BLOG.create }).click();
  await page.getByLabel(ADMIN_BLOG.fields.featuredImage).fill("laptop.jpg");
  await page.getByLabel(ADMIN_BLOG.fields.slug).fill("");
  await page.getByLabel(ADMIN_BLOG.fields.title).fill("A post without an address");
  await page.getByLabel(ADMIN_BLOG.fields.slug).fill("");
  await expect(page.getByRole("banner").getByRole("status")).toHaveText(CONTENT_EDITOR.status.keptHere);
  await page.getByRole("banner").getByRole("button", { name: CONTENT_EDITOR.publish }).click();
  await expect(page.getByLabel(ADMIN_BLOG.fields.slug)).toHaveAccessibleDescription(
    VALIDATION_MESSAGES.slugRequired,
  );
  await expect(page.getByLabel(ADMIN_BLOG.fields.slug)).toBeFocused();
  await expect(page.getByLabel(ADMIN_BLOG.fields.featuredImage)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
});

test("an SEO manager reads pages and posts but is offered no create, edit or delete", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const admin = await demoCredentials(page);
  const config = (await (await request.get("/auth/client-config")).json()) as { anonKey: string };
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: config.anonKey },
    data: admin,
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const seoManager = { email: `seo-${unique()}@example.com`, password: "seo-manager-2024" };
  const created = await request.post("/trpc/users.create", {
    headers: { authorization: `Bearer ${access_token}` },
    data: { ...seoManager, username: "Sam", role: "seo_manager" },
  });
  expect(created.ok()).toBe(true);

  await signIn(page, seoManager);
  // The role is known once the user menu shows the initial.
  await expect(page.getByRole("button", { name: ADMIN_SHELL.userMenu })).toHaveText("S");
  for (const [heading, create, sample] of [
    [ADMIN_PAGES.heading, ADMIN_PAGES.create, "Careers"],
    [ADMIN_BLOG.heading, ADMIN_BLOG.create, null],
  ] as const) {
    await openSection(page, heading);
    const first = sample ? card(page, sample) : items(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole("link", { name: new RegExp(`^${ADMIN_COMMON.view} `) })).toBeVisible();
    await expect(page.getByRole("button", { name: create })).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: new RegExp(`^(${ADMIN_COMMON.edit}|${ADMIN_COMMON.delete}) `) }),
    ).toHaveCount(0);
  }
});

test("on a phone (390 px) the lists fit the width, 'Create Page' fills the screen, and the post editor fits it", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/admin/pages");
  await expect(items(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await dialog.getByRole("button", { name: ADMIN_COMMON.cancel }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/admin/blog");
  await expect(items(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: ADMIN_BLOG.create }).click();
  await expect(page.getByRole("heading", { level: 1, name: CONTENT_EDITOR.untitled.post })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Every toolbar button stays on screen (the toolbar wraps).
  for (const button of await page.getByRole("toolbar").getByRole("button").all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
});
