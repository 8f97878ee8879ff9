import type { Locator, Page, Route } from "@playwright/test";
import {
  ADMIN_BLOG,
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_SHELL,
  ADMIN_TOASTS,
  CONTENT_EDITOR,
  CONTENT_STATUS,
  EDITOR_TEXTS,
  LIST_TABLE,
  NOT_FOUND,
  PAGES_TABLE,
  POSTS_TABLE,
  richTextSection,
  SECTION_TYPES,
  VALIDATION_MESSAGES,
} from "@staffing/shared";
import { demoCredentials, noViolations, row, rowMenuItem, rows, signIn } from "./admin-helpers";
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
  await expect(row(page, "Careers")).toBeVisible();
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
  const created = row(page, title);
  await expect(created.getByText(`/${slug}`)).toBeVisible();
  await expect(created.getByText(CONTENT_STATUS.labels.draft, { exact: true })).toBeVisible();
  await expect(created.getByText(CONTENT_STATUS.neverPublished)).toBeVisible();
  // Its other actions in its menu, each with its word: the public address opens in a new tab.
  const view = await rowMenuItem(page, title, LIST_TABLE.viewOnSite);
  await expect(view).toHaveAttribute("href", `/${slug}`);
  await expect(view).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await noViolations(page);
  const visitor = await page.context().newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("heading", { name: NOT_FOUND.title })).toBeVisible();

  // Editing: a new title never moves the page's address; publishing opens it to visitors.
  await created.getByRole("button", { name: LIST_TABLE.actionOf(LIST_TABLE.edit, title) }).click();
  await expect(richText(page)).toContainText("Your first week with us.");
  await page.getByLabel(ADMIN_PAGES.fields.title).fill(`${title} (revised)`);
  await expect(page.getByLabel(ADMIN_PAGES.fields.slug)).toHaveValue(slug);
  await page.getByLabel(ADMIN_PAGES.fields.metaDescription).fill("What to expect in your first week.");
  await page.getByRole("banner").getByRole("button", { name: CONTENT_EDITOR.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();
  await page.getByRole("link", { name: CONTENT_EDITOR.backTo(ADMIN_SHELL.nav.pages) }).click();
  const revised = row(page, `${title} (revised)`);
  await expect(revised.getByText(CONTENT_STATUS.labels.published, { exact: true })).toBeVisible();
  await expect(revised.getByText(`/${slug}`)).toBeVisible();

  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole("link", { name: "https://example.com/handbook" })).toBeVisible();

  // Deleting asks first, naming the page; cancelling keeps it.
  await (await rowMenuItem(page, `${title} (revised)`, LIST_TABLE.delete)).click();
  const confirm = page.getByRole("dialog", { name: PAGES_TABLE.deleteConfirm(`${title} (revised)`) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: ADMIN_COMMON.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(revised).toBeVisible();
  await (await rowMenuItem(page, `${title} (revised)`, LIST_TABLE.delete)).click();
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
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Privacy Policy")).toBeVisible();

  // By slug: the three seeded pages under /resources/.
  await search.fill("Resources/");
  await expect(rows(page)).toHaveCount(3);
  for (const item of await rows(page).all()) await expect(item).toContainText("/resources/");

  await search.fill("no page is called this");
  await expect(page.getByText(ADMIN_PAGES.emptyTitle)).toBeVisible();
  await expect(page.getByText(LIST_TABLE.emptyFiltered)).toBeVisible();
  await search.fill("");
  await expect(row(page, "Careers")).toBeVisible();

  // With no pages at all the hint invites to create the first one.
  await rewriteAnswer(page, "pages.list", () => ({ result: { data: [] } }));
  await page.reload();
  await expect(page.getByText(ADMIN_PAGES.emptyTitle)).toBeVisible();
  await expect(page.getByText(ADMIN_PAGES.emptyHint)).toBeVisible();
  await noViolations(page);
});

/** The titles of the table's rows, in the order shown (each row's menu is named for it). */
async function rowTitles(page: Page): Promise<string[]> {
  const prefix = LIST_TABLE.moreFor("");
  const labels = await rows(page)
    .getByRole("button", { name: prefix })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
  return labels.map((label) => label.slice(prefix.length));
}
const byTitle = new Intl.Collator(undefined, { sensitivity: "base", numeric: true }).compare;

test("pages as a table: Home at '/', no Delete for the site's own pages, the order and the filter kept in the address across a reload", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);
  await expect(rows(page).first()).toBeVisible();
  await noViolations(page);

  // Home is listed at its address, "/", never "/home"; it can be edited, previewed and viewed, not deleted.
  const main = page.getByRole("main");
  await expect(main.getByText("/home", { exact: true })).toHaveCount(0);
  const home = rows(page).filter({ has: page.getByRole("rowheader").getByText("/", { exact: true }) });
  await expect(home).toHaveCount(1);
  await expect(home.getByText(PAGES_TABLE.systemPage)).toBeVisible();
  await expect(home.getByRole("button", { name: new RegExp(`^${LIST_TABLE.edit} `) })).toBeVisible();
  await home.getByRole("button", { name: new RegExp(`^${LIST_TABLE.more} `) }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: LIST_TABLE.viewOnSite })).toHaveAttribute("href", "/");
  await expect(menu.getByRole("menuitem", { name: LIST_TABLE.preview })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: LIST_TABLE.delete })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // The same for Services, About and Contact: four built-in pages, none offering Delete.
  const builtIn = rows(page).filter({ hasText: PAGES_TABLE.systemPage });
  await expect(builtIn).toHaveCount(4);
  for (const one of await builtIn.all()) {
    await one.getByRole("button", { name: new RegExp(`^${LIST_TABLE.more} `) }).click();
    await expect(menu.getByRole("menuitem", { name: LIST_TABLE.preview })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: LIST_TABLE.delete })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  }

  // Sorted by title from its column's header, A to Z, then Z to A; the address keeps the order.
  const titleHeader = page.getByRole("columnheader", { name: PAGES_TABLE.columns.title });
  await titleHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sort=title/);
  await expect(titleHeader).toHaveAttribute("aria-sort", "ascending");
  const ascending = await rowTitles(page);
  expect(ascending).toEqual(ascending.toSorted(byTitle));
  await titleHeader.getByRole("button").click();
  await expect(titleHeader).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => rowTitles(page)).toEqual(ascending.toReversed());

  // Only what is published, and a search: all still there after a reload.
  await page.getByRole("combobox", { name: CONTENT_STATUS.filterLabel }).click();
  await page.getByRole("option", { name: CONTENT_STATUS.labels.published }).click();
  await expect(page).toHaveURL(/status=published/);
  await page.getByRole("searchbox", { name: ADMIN_PAGES.search }).fill("resources/");
  await expect(page).toHaveURL(/q=resources/);
  await expect(rows(page)).toHaveCount(3);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole("searchbox", { name: ADMIN_PAGES.search })).toHaveValue("resources/");
  await expect(page.getByRole("combobox", { name: CONTENT_STATUS.filterLabel })).toHaveText(
    CONTENT_STATUS.labels.published,
  );
  await expect(page.getByRole("columnheader", { name: PAGES_TABLE.columns.title })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  for (const shown of await rows(page).all()) {
    await expect(shown.getByText(CONTENT_STATUS.labels.published, { exact: true })).toBeVisible();
  }
});

test("posts as a table: each post's author, a category filter kept in the address, and the newest change first", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await openSection(page, ADMIN_BLOG.heading);
  await expect(rows(page).first()).toBeVisible();
  const updated = page.getByRole("columnheader", { name: POSTS_TABLE.columns.updated });
  await expect(updated).toHaveAttribute("aria-sort", "descending");
  // The demo's posts name their authors, people of the People screen.
  await expect(row(page, "Managing Remote Teams Across Time Zones").getByRole("cell").first()).toHaveText(
    /^[A-Z][a-z]+ [A-Z][a-z]+$/,
    { useInnerText: true },
  );
  await page.getByRole("combobox", { name: POSTS_TABLE.categoryFilter }).click();
  await page.getByRole("option", { name: "Remote Work" }).click();
  await expect(page).toHaveURL(/category=Remote(\+|%20)Work/);
  await page.reload();
  await expect(row(page, "Managing Remote Teams Across Time Zones")).toBeVisible();
  for (const shown of await rows(page).all()) await expect(shown).toContainText("Remote Work");
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
  await expect(row(page, "Careers")).toBeVisible();
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
  await expect(rows(page).first()).toBeVisible();
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
  const created = row(page, title);
  await expect(created.getByText(CONTENT_STATUS.labels.published, { exact: true })).toBeVisible();
  await expect(created.getByText("Remote Work", { exact: true })).toBeVisible();
  const view = await rowMenuItem(page, title, LIST_TABLE.viewOnSite);
  await expect(view).toHaveAttribute("href", `/blog/${slug}`);
  await page.keyboard.press("Escape");

  const visitor = await page.context().newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "ship the laptop early" })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Week one" })).toBeVisible();
  await visitor.close();

  // Editing: the editor shows what is stored; a new title keeps the slug.
  await created.getByRole("button", { name: LIST_TABLE.actionOf(LIST_TABLE.edit, title) }).click();
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
  const revised = row(page, `${title} for 2026`);
  await expect(revised).toBeVisible();

  await (await rowMenuItem(page, `${title} for 2026`, LIST_TABLE.delete)).click();
  const confirm = page.getByRole("dialog", { name: POSTS_TABLE.deleteConfirm(`${title} for 2026`) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: ADMIN_COMMON.delete }).click();
  await expect(toast(page, ADMIN_TOASTS.postDeleted)).toBeVisible();
  await expect(revised).toHaveCount(0);
  expect(await cspViolations()).toEqual([]);
});

test("blog: the search matches title, address, category or author; nothing found says so; a cleared slug is kept in the browser, refused by Publish", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  await openSection(page, ADMIN_BLOG.heading);
  const search = page.getByRole("searchbox", { name: ADMIN_BLOG.search });
  await expect(rows(page).first()).toBeVisible();
  const all = await rows(page).count();
  expect(all).toBeGreaterThan(1);

  for (const term of ["industry insights", "ONBOARDING", "arjun mehta"]) {
    await search.fill(term);
    // The search is in the address once typing pauses, and the list follows it.
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(term);
    const shown = rows(page);
    await expect.poll(() => shown.count()).toBeLessThan(all);
    expect(await shown.count()).toBeGreaterThan(0);
    for (const item of await shown.all()) await expect(item).toContainText(new RegExp(term, "i"));
  }

  await search.fill("nothing is written about this");
  await expect(page.getByText(ADMIN_BLOG.emptyTitle)).toBeVisible();
  await expect(page.getByText(LIST_TABLE.emptyFiltered)).toBeVisible();
  await search.fill("");
  await expect(rows(page)).toHaveCount(all);

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
    const first = sample ? row(page, sample) : rows(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole("link", { name: new RegExp(`^${LIST_TABLE.viewOnSite} `) })).toBeVisible();
    await expect(page.getByRole("button", { name: create })).toHaveCount(0);
    await expect(
      page.getByRole("button", {
        name: new RegExp(`^(${LIST_TABLE.edit}|${LIST_TABLE.delete}|${LIST_TABLE.more}) `),
      }),
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
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The table stacks: each row a card, the headers' place taken by a "Sort by" menu.
  await expect(page.getByRole("columnheader").first()).toBeHidden();
  await page.getByRole("combobox", { name: LIST_TABLE.sortBy }).click();
  await page.getByRole("option", { name: LIST_TABLE.sortOption(PAGES_TABLE.columns.title, "asc") }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc|dir=asc&sort=title/);
  const first = await rows(page).first().boundingBox();
  expect(first?.width ?? 0).toBeLessThanOrEqual(390);
  await noViolations(page);
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await dialog.getByRole("button", { name: ADMIN_COMMON.cancel }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/admin/blog");
  await expect(rows(page).first()).toBeVisible();
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
