import type { Page } from "@playwright/test";
import {
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_TOASTS,
  CONTENT_EDITOR,
  faqSection,
  heroSection,
  SECTION_TYPES,
} from "@staffing/shared";
import { signIn } from "./admin-helpers";
import { editorOf, expectAutosaved, openSection, toast, unique } from "./editor-helpers";
import { expect as baseExpect, test } from "./fixtures";

// Issue 29, point 1: nothing typed is ever lost. The working copy keeps whatever was typed, valid or
// not; a reload, a closed tab or a lost connection brings it back; Publish checks every field and
// takes the focus to the first to fix; a colleague's change is never silently written over.

test.describe.configure({ timeout: 120_000 });

const T = CONTENT_EDITOR;
// Two cores shared with the database and the server: the editor's screen may take a while to load.
const expect = baseExpect.configure({ timeout: 15_000 });
const HEADING = heroSection.shape.heading.meta()?.title ?? "";
const FAQ = {
  list: faqSection.shape.items.meta()?.title ?? "",
  question: faqSection.shape.items.element.shape.question.meta()?.title ?? "",
  answer: faqSection.shape.items.element.shape.answer.meta()?.title ?? "",
};

/** A new page from 'Create Page', open in the editor; answers its address in the editor. */
async function newPage(page: Page, title: string): Promise<string> {
  await openSection(page, ADMIN_PAGES.heading);
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  await dialog.getByLabel(ADMIN_PAGES.fields.title).fill(title);
  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(ADMIN_PAGES.fields.title)).toHaveValue(title);
  return new URL(page.url()).pathname;
}

/** Opens a closed section's card. */
async function expand(page: Page, name: RegExp) {
  const section = editorOf(page).section(name);
  await section.getByRole("button", { name: new RegExp(`^${T.sections.expand}`) }).click();
  return section;
}

test("a hero heading and a half-built section with an empty required field are saved, back after a reload; Publish takes the focus to the empty field", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await signIn(page);
  const title = `Hiring guide ${unique()}`;
  await newPage(page, title);
  const editor = editorOf(page);

  const HERO = new RegExp(`^1\\. ${SECTION_TYPES.hero.label}`);
  await editor.section(HERO).getByRole("textbox", { name: HEADING, exact: true }).fill("Hire in a week");
  await editor.main.getByRole("button", { name: T.sections.add }).click();
  await page
    .getByRole("dialog", { name: T.sections.picker.title })
    .getByRole("button", { name: SECTION_TYPES.faq.label, exact: true })
    .click();
  const faq = editor.section(`3. ${SECTION_TYPES.faq.label}`);
  await faq.getByRole("button", { name: T.items.addTo(FAQ.list) }).click();
  await faq.getByRole("textbox", { name: FAQ.question }).fill("How fast can you start?");
  // The answer, required, stays empty: the working copy is saved all the same.
  await expectAutosaved(page);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const hero = await expand(page, HERO);
  await expect(hero.getByRole("textbox", { name: HEADING, exact: true })).toHaveValue("Hire in a week");
  const reloaded = await expand(page, new RegExp(`^3\\. ${SECTION_TYPES.faq.label}`));
  await expect(reloaded.getByRole("textbox", { name: FAQ.question })).toHaveValue("How fast can you start?");
  await expect(reloaded.getByRole("textbox", { name: FAQ.answer })).toHaveValue("");

  // Publish checks every field: it says how many need attention and focuses the empty answer.
  await page.getByRole("banner").getByRole("button", { name: T.publish }).click();
  await expect(toast(page, T.fieldsNeedAttention(1))).toBeVisible();
  const answer = editor.section(`3. ${SECTION_TYPES.faq.label}`).getByRole("textbox", { name: FAQ.answer });
  await expect(answer).toBeFocused();
  await expect(answer).toHaveAttribute("aria-invalid", "true");
  await answer.fill("Within five working days.");
  await page.getByRole("banner").getByRole("button", { name: T.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();
});

test("offline, what is typed is kept in the browser, said so, and back when the tab is opened again", async ({
  page,
  context,
  allowConsole,
}) => {
  allowConsole(/Failed to (fetch|load resource)|ERR_INTERNET_DISCONNECTED/);
  await signIn(page);
  const address = await newPage(page, `Offline notes ${unique()}`);

  await context.setOffline(true);
  await page.getByLabel(ADMIN_PAGES.fields.title).fill("Typed without a connection");
  await expect(editorOf(page).status).toHaveText(T.status.offline);
  await page.close();
  await context.setOffline(false);

  const reopened = await context.newPage();
  await reopened.goto(address);
  await expect(reopened.getByLabel(ADMIN_PAGES.fields.title)).toHaveValue("Typed without a connection");
  await expect(reopened.getByText(T.restored)).toBeVisible();
  await expect(editorOf(reopened).status).toHaveText(T.status.saved);
});

test("a colleague's change is shown, never written over: 'Load their version' brings it", async ({
  page,
  context,
  allowConsole,
}) => {
  allowConsole(/status of 409/);
  await signIn(page);
  const address = await newPage(page, `Shared page ${unique()}`);
  const other = await context.newPage();
  await other.goto(address);
  await expect(other.getByLabel(ADMIN_PAGES.fields.title)).toBeVisible();

  await page.getByLabel(ADMIN_PAGES.fields.title).fill("Their title");
  await expectAutosaved(page);
  await other.getByLabel(ADMIN_PAGES.fields.title).fill("My title");
  await expect(editorOf(other).status).toHaveText(T.status.conflict);
  await expect(other.getByRole("alert").filter({ hasText: /changed this page at/ })).toBeVisible();
  await other.getByRole("button", { name: T.conflict.loadTheirs }).click();
  await expect(other.getByLabel(ADMIN_PAGES.fields.title)).toHaveValue("Their title");
  await other.close();
});
