import type { Page } from "@playwright/test";
import {
  ABOUT_PAGE,
  ADMIN_BLOG,
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_SHELL,
  ADMIN_TOASTS,
  CONTENT_EDITOR,
  cardsSection,
  DEFAULT_COMPANY_TIME_ZONE,
  faqSection,
  PUBLISHING,
  REVISIONS,
  SECTION_TYPES,
  SYSTEM_PAGE_MESSAGES,
} from "@staffing/shared";
import { noViolations, row, signIn } from "./admin-helpers";
import { editorOf, expectAutosaved, openSection, toast, typeInEditor, unique } from "./editor-helpers";
import { expect as baseExpect, test } from "./fixtures";

// Issue 19, point 4: the full-screen editor of pages and posts, in the browser: autosave of the
// working copy, the live preview, sections added and reordered by keyboard, 'Update' going live,
// the question before leaving, a phone's width, and axe on every state.

test.describe.configure({ timeout: 120_000 });

const T = CONTENT_EDITOR;
// Two cores shared with the database and the server: the editor's screen may take a while to load.
const expect = baseExpect.configure({ timeout: 15_000 });
/** The questions' labels, as the section's schema names them (the editor's form is built from it). */
const FAQ = {
  list: faqSection.shape.items.meta()?.title ?? "",
  question: faqSection.shape.items.element.shape.question.meta()?.title ?? "",
  answer: faqSection.shape.items.element.shape.answer.meta()?.title ?? "",
};

test("a page: add a section, type, autosave, reload, live preview, reorder by keyboard, Update goes live, leaving asks first", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const id = unique();
  const title = `Onboarding Handbook ${id}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);

  // 'Create Page' asks for a title and a slug, then opens the new page in the editor.
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  await dialog.getByLabel(ADMIN_PAGES.fields.title).fill(title);
  await expect(dialog.getByLabel(ADMIN_PAGES.fields.slug)).toHaveValue(slug);
  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  await expect(toast(page, ADMIN_TOASTS.pageCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const editor = editorOf(page);
  await expect(editor.section(`1. ${SECTION_TYPES.hero.label}: ${title}`)).toBeVisible();
  await editor.settings.getByRole("button", { name: T.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();
  await expect(editor.settings.getByRole("button", { name: T.unpublish })).toBeVisible();

  // From the list, 'Edit' opens the page in the editor.
  await page.getByRole("link", { name: T.backTo(ADMIN_SHELL.nav.pages) }).click();
  await row(page, title)
    .getByRole("button", { name: `${ADMIN_COMMON.edit} ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel(ADMIN_PAGES.fields.title)).toHaveValue(title);
  await noViolations(page);

  // A section from the picker of types (a card each, with its drawing and what it is for):
  // questions and answers, one typed in.
  await editor.main.getByRole("button", { name: T.sections.add }).click();
  const picker = page.getByRole("dialog", { name: T.sections.picker.title });
  await expect(
    picker.getByRole("button", { name: SECTION_TYPES.cards.label, exact: true }),
  ).toHaveAccessibleDescription(SECTION_TYPES.cards.description);
  await expect(picker.getByRole("listitem")).toHaveCount(Object.keys(SECTION_TYPES).length);
  await expect(picker.getByRole("listitem").locator("svg")).toHaveCount(Object.keys(SECTION_TYPES).length);
  await noViolations(page);
  await picker.getByRole("button", { name: SECTION_TYPES.faq.label, exact: true }).click();
  const faq = editor.section(`3. ${SECTION_TYPES.faq.label}`);
  await expect(faq.getByRole("heading")).toBeFocused();
  await faq.getByRole("button", { name: T.items.addTo(FAQ.list) }).click();
  await faq.getByRole("textbox", { name: FAQ.question }).fill("Do you hire abroad?");
  await faq.getByRole("textbox", { name: FAQ.answer }).fill("Yes, in twelve countries.");
  await expectAutosaved(page);
  await expect(page.getByRole("banner").getByText(T.unpublishedChanges)).toBeVisible();
  await expect(page.getByText(T.unpublishedNote)).toBeVisible();

  // The live preview (on demand below 1440 px) shows the page as visitors will, with what was typed.
  await page.getByRole("banner").getByRole("button", { name: T.preview.show, exact: true }).click();
  await expect(editor.preview.getByText("Do you hire abroad?")).toBeVisible();
  // Visitors still see the published version.
  const visitor = await page.context().newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByText("Do you hire abroad?")).toHaveCount(0);

  // A reload keeps the working copy (and the preview where it was asked for).
  await page.reload();
  await expect(
    page.getByRole("banner").getByRole("button", { name: T.preview.show, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  const reloaded = editor.section(`3. ${SECTION_TYPES.faq.label}`);
  await expect(reloaded).toBeVisible();
  await reloaded.getByRole("button", { name: new RegExp(`^${T.sections.expand}`) }).click();
  await expect(reloaded.getByRole("textbox", { name: FAQ.question })).toHaveValue("Do you hire abroad?");
  await expect(page.getByRole("banner").getByText(T.unpublishedChanges)).toBeVisible();

  // Reordered by keyboard: an arrow key on the drag handle, then 'Move up'.
  const handle = page.getByRole("button", { name: T.sections.dragHandle(`3. ${SECTION_TYPES.faq.label}`) });
  await handle.focus();
  await page.keyboard.press("ArrowUp");
  await expect(editor.section(`2. ${SECTION_TYPES.faq.label}`)).toBeVisible();
  await expect(
    editor.main.getByRole("status").filter({ hasText: T.dragging.movedOver(SECTION_TYPES.faq.label, 2, 3) }),
  ).toBeAttached();
  await expect(
    page.getByRole("button", { name: T.sections.dragHandle(`2. ${SECTION_TYPES.faq.label}`) }),
  ).toBeFocused();
  const moveUp = page.getByRole("button", {
    name: T.sections.of(T.sections.moveUp, `2. ${SECTION_TYPES.faq.label}`),
  });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(editor.section(`1. ${SECTION_TYPES.faq.label}`)).toBeVisible();
  // The focus stays with the section that moved (at the top, on its 'Move down').
  await expect(
    page.getByRole("button", { name: T.sections.of(T.sections.moveDown, `1. ${SECTION_TYPES.faq.label}`) }),
  ).toBeFocused();
  await expectAutosaved(page);

  // 'Update' goes live: visitors see the questions, first on the page.
  const update = page.getByRole("banner").getByRole("button", { name: ADMIN_COMMON.update });
  await update.click();
  await expect(page.getByRole("banner").getByText(T.unpublishedChanges)).toHaveCount(0);
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();
  await expect(page.getByRole("banner").getByText(T.unpublishedChanges)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText("Do you hire abroad?")).toBeVisible();
  await visitor.close();

  // Leaving with changes not saved yet asks first; staying keeps them.
  await page.getByLabel(ADMIN_PAGES.fields.title).fill(`${title} (revised)`);
  await page.getByRole("link", { name: T.backTo(ADMIN_SHELL.nav.pages) }).click();
  const leave = page.getByRole("dialog").filter({ hasText: T.leave.question });
  await expect(leave).toBeVisible();
  await noViolations(page);
  await leave.getByRole("button", { name: ADMIN_COMMON.cancel }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(ADMIN_PAGES.fields.title)).toHaveValue(`${title} (revised)`);
  // (Saved by now, while the question was open.)
  await expect(editor.status).toHaveText(T.status.saved);
  // Saved: leaving asks nothing.
  await page.getByRole("link", { name: T.backTo(ADMIN_SHELL.nav.pages) }).click();
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_PAGES.heading })).toBeVisible();
});

test("a page: 'Discard changes' brings back what visitors see; a system page keeps its address and stays published", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const title = `Relocation Guide ${unique()}`;
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  await dialog.getByLabel(ADMIN_PAGES.fields.title).fill(title);
  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const editor = editorOf(page);
  await editor.settings.getByRole("button", { name: T.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();

  const field = page.getByLabel(ADMIN_PAGES.fields.title);
  await field.fill(`${title} (draft)`);
  await expectAutosaved(page);
  await page.reload();
  await expect(field).toHaveValue(`${title} (draft)`);
  await page.getByRole("alert").getByRole("button", { name: T.discard }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: T.discardConfirm });
  await noViolations(page);
  await confirm.getByRole("button", { name: T.discard }).click();
  await expect(toast(page, T.discarded)).toBeVisible();
  await expect(field).toHaveValue(title);
  await page.reload();
  await expect(field).toHaveValue(title);
  await expect(page.getByRole("banner").getByText(T.unpublishedChanges)).toHaveCount(0);

  // A system page: its address and its publication are fixed, and the editor says so.
  await page.goto("/admin/pages");
  await row(page, ABOUT_PAGE.title)
    .getByRole("button", { name: `${ADMIN_COMMON.edit} ${ABOUT_PAGE.title}` })
    .click();
  const slug = page.getByLabel(ADMIN_PAGES.fields.slug);
  await expect(slug).toBeDisabled();
  await expect(slug).toHaveAccessibleDescription(SYSTEM_PAGE_MESSAGES.cannotRename);
  await expect(editor.settings.getByRole("button", { name: T.unpublish })).toBeDisabled();
  await expect(editor.settings.getByText(SYSTEM_PAGE_MESSAGES.cannotUnpublish)).toBeVisible();
  await noViolations(page);
});

test("a post: written from /admin/blog/new, autosaved, previewed, published, then changed in its working copy until 'Update'", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const title = `Remote Onboarding Checklist ${unique()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  await signIn(page);
  await openSection(page, ADMIN_BLOG.heading);
  await page.getByRole("button", { name: ADMIN_BLOG.create }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: T.untitled.post })).toBeVisible();
  await page.getByLabel(ADMIN_BLOG.fields.title).fill(title);
  await expect(page.getByLabel(ADMIN_BLOG.fields.slug)).toHaveValue(slug);
  // Saved once it has a title: from then on it has its own address.
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  const editor = editorOf(page);
  const body = page.getByRole("textbox", { name: ADMIN_BLOG.fields.content, exact: true });
  // Below 1440 px the preview comes on demand; the bar's 'Preview' shows it beside the writing.
  await page.getByRole("banner").getByRole("button", { name: T.preview.show, exact: true }).click();
  await typeInEditor(body, "Ship the laptop a week early.");
  await expectAutosaved(page);
  await expect(editor.preview.getByText("Ship the laptop a week early.")).toBeVisible();
  await expect(editor.preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await noViolations(page);

  await page.getByRole("banner").getByRole("button", { name: T.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.postUpdated)).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByText("Ship the laptop a week early.")).toBeVisible();

  // A change to the published post waits in its working copy, across a reload, until 'Update'.
  await typeInEditor(body, " Set up the accounts before day one.");
  await expectAutosaved(page);
  await expect(page.getByRole("banner").getByText(T.unpublishedChanges)).toBeVisible();
  await page.reload();
  await expect(body).toContainText("Set up the accounts before day one.");
  await visitor.reload();
  await expect(visitor.getByText("Set up the accounts before day one.")).toHaveCount(0);
  const update = page.getByRole("banner").getByRole("button", { name: ADMIN_COMMON.update });
  await update.click();
  await expect(page.getByRole("banner").getByText(T.unpublishedChanges)).toHaveCount(0);
  await expect(toast(page, ADMIN_TOASTS.postUpdated)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText("Set up the accounts before day one.")).toBeVisible();
  await visitor.close();

  // The history says who saved each version and what it changed.
  const history = editor.settings.getByRole("region", { name: REVISIONS.heading });
  await expect(history.getByRole("listitem").first()).toContainText(
    REVISIONS.changed([REVISIONS.fields.content.toLowerCase()]),
  );
});

test("the editor at 390 px: the form and the preview take turns, the settings open over the page, axe finds nothing", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto("/admin/pages");
  await row(page, "Careers")
    .getByRole("button", { name: `${ADMIN_COMMON.edit} Careers` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  const editor = editorOf(page);
  const title = page.getByLabel(ADMIN_PAGES.fields.title);
  await expect(title).toBeVisible();
  const frame = page.locator(`iframe[title="${T.preview.title}"]`);
  await expect(frame).toBeHidden();
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);

  await page.getByRole("button", { name: T.preview.show, exact: true }).click();
  await expect(frame).toBeVisible();
  await expect(title).toBeHidden();
  await expect(editor.preview.getByText("Careers").first()).toBeVisible();
  await page.getByRole("button", { name: T.preview.phone }).click();
  await noViolations(page);
  await page.getByRole("button", { name: T.preview.form, exact: true }).click();
  await expect(title).toBeVisible();

  await page.getByRole("button", { name: T.settings, exact: true }).click();
  await expect(editor.settings.getByRole("heading", { name: T.publishing })).toBeVisible();
  await noViolations(page);
  await editor.settings.getByRole("button", { name: T.hideSettings }).click();
  await expect(editor.settings).toBeHidden();
});

test("the editor with the keyboard alone: a section added from the picker, its fields reached by Tab, and axe finds nothing at 1280 px", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  const keyboardTitle = `Keyboard Page ${unique()}`;
  await page.keyboard.type(keyboardTitle);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: keyboardTitle })).toBeVisible();
  await expect(dialog).toBeHidden();
  const editor = editorOf(page);
  await expect(editor.settings.getByRole("heading", { name: T.publishing })).toBeVisible();
  await noViolations(page);

  // 'Add section' opens the picker on its search box; Escape gives the focus back.
  const add = editor.main.getByRole("button", { name: T.sections.add });
  await add.focus();
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: T.sections.picker.title });
  await expect(picker.getByRole("searchbox", { name: T.sections.picker.search })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(add).toBeFocused();
  // Typing narrows the cards; the arrow keys walk them: Down to the first, Right to the next.
  await page.keyboard.press("Enter");
  await page.keyboard.type("grid");
  await expect(picker.getByRole("listitem")).toHaveCount(1);
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("xyzzy");
  await expect(picker.getByRole("status")).toHaveText(T.sections.picker.noMatch("xyzzy"));
  await picker.getByRole("searchbox").fill("");
  await page.keyboard.press("ArrowDown");
  await expect(picker.getByRole("button", { name: SECTION_TYPES.hero.label, exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(picker.getByRole("button", { name: SECTION_TYPES.cards.label, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const cards = editor.section(`3. ${SECTION_TYPES.cards.label}`);
  await expect(cards.getByRole("heading")).toBeFocused();
  // Tab walks through the section's header (the buttons that can act) into its first field.
  // (The last section cannot move down: that button is skipped.)
  for (const name of [T.sections.moveUp, T.sections.duplicate, T.sections.remove, T.sections.collapse]) {
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName(
      T.sections.of(name, `3. ${SECTION_TYPES.cards.label}`),
    );
  }
  await page.keyboard.press("Tab");
  await page.keyboard.type("What we do");
  await expect(
    cards.getByRole("textbox", { name: cardsSection.shape.eyebrow.meta()?.title ?? "" }),
  ).toHaveValue("What we do");
  await expectAutosaved(page);
  await noViolations(page);
});

/** The editor's FAQ page, opened from the list. */
async function openFaqPage(page: Page) {
  await page.goto("/admin/pages");
  await row(page, "Frequently Asked Questions")
    .getByRole("button", { name: `${ADMIN_COMMON.edit} Frequently Asked Questions` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
}

/** How far the widest box of the form's pane runs past the pane's right edge (0 or less when all fits). */
const pastThePane = (page: Page) =>
  page.getByLabel(ADMIN_PAGES.fields.title).evaluate((input) => {
    const pane = input.closest("main")?.firstElementChild as HTMLElement;
    const edge =
      pane.getBoundingClientRect().right - (Number.parseFloat(getComputedStyle(pane).paddingRight) || 0);
    let past = 0;
    for (const box of pane.querySelectorAll<HTMLElement>("[role=group], li, fieldset")) {
      // MUI's outlined text boxes draw their frame with a fieldset of their own, inside the box.
      if (box.closest(".MuiOutlinedInput-root")) continue;
      past = Math.max(past, box.getBoundingClientRect().right - edge);
    }
    return Math.round(past);
  });

test("a writing canvas first: at 1280 px the form has a reading width and the preview comes on demand, remembered; at 1440 px the preview is beside it", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await openFaqPage(page);
  // When it went public, on the company's clock with its zone named (the demo company is in Edmonton).
  await expect(
    editorOf(page).settings.getByText(/^Published \d{1,2} \w{3} \d{4}, \d{2}:\d{2} M[SD]T$/),
  ).toBeVisible();
  // The field to schedule it shows that moment on the same clock, and says which clock it is, the
  // zone named beside it too, whatever the browser's own zone.
  const published =
    (await editorOf(page)
      .settings.getByText(/^Published /)
      .textContent()) ?? "";
  const [, day, month, year, time, name = ""] =
    /^Published (\d{1,2}) (\w{3}) (\d{4}), (\d{2}:\d{2}) (\S+)$/.exec(published) ?? [];
  const field = editorOf(page).settings.getByLabel(PUBLISHING.publishAt);
  await expect(field).toHaveAccessibleDescription(
    `${T.publishAtHint} ${T.publishAtZone(DEFAULT_COMPANY_TIME_ZONE, name)}`,
  );
  await expect(field).toHaveValue(new Date(`${day} ${month} ${year} ${time} UTC`).toISOString().slice(0, 16));
  await expect(editorOf(page).settings.getByText(name, { exact: true })).toBeVisible();
  const frame = page.locator(`iframe[title="${T.preview.title}"]`);
  const toggle = page.getByRole("banner").getByRole("button", { name: T.preview.show, exact: true });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(frame).toBeHidden();
  const title = page.getByLabel(ADMIN_PAGES.fields.title);
  const alone = await title.boundingBox();
  // The 378 px column became the canvas: a comfortable line, not the whole screen.
  expect(alone?.width).toBeGreaterThanOrEqual(680);
  expect(alone?.width).toBeLessThanOrEqual(760);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(frame).toBeVisible();
  await page.mouse.move(0, 400); // the button's tooltip goes
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await noViolations(page);
  // Remembered: the next editor opens with the preview where it was left.
  await page.reload();
  await expect(frame).toBeVisible();
  await toggle.click();
  await expect(frame).toBeHidden();

  // At 1440 px there is room for both: the preview shows beside a form that keeps its width.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(frame).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect((await title.boundingBox())?.width).toBeGreaterThanOrEqual(680);
  await noViolations(page);
});

test("nested items fit the form's pane: the FAQ page's questions open at 390, 1280 (with the preview) and 1440 px", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await openFaqPage(page);
  const editor = editorOf(page);
  const questions = editor.section(new RegExp(`^\\d\\. ${SECTION_TYPES.faq.label}`));
  await questions.getByRole("button", { name: new RegExp(`^${T.sections.expand}`) }).click();
  await expect(questions.getByRole("textbox", { name: FAQ.question }).first()).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: T.preview.show, exact: true }).click();
  for (const width of [1280, 1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(questions.getByRole("textbox", { name: FAQ.question }).first()).toBeAttached();
    expect(await pastThePane(page), `at ${width} px`).toBeLessThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);
});
