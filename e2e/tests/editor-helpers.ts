import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN_SHELL, CONTENT_EDITOR } from "@staffing/shared";

// What the browser tests of pages and posts share: the full-screen editor's parts, found as a
// person finds them (by role and name).

export const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });
export const unique = () => Date.now().toString(36);

export async function openSection(page: Page, label: string) {
  await page.getByRole("navigation", { name: ADMIN_SHELL.title }).getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

/** The editor's parts. */
export function editorOf(page: Page) {
  const settings = page.getByRole("complementary", { name: CONTENT_EDITOR.settings });
  return {
    main: page.getByRole("main"),
    settings,
    /** The autosave's state: 'Saving…', 'Saved'. */
    status: page.getByRole("banner").getByRole("status"),
    preview: page.frameLocator(`iframe[title="${CONTENT_EDITOR.preview.title}"]`),
    /** A section's card, by its place and name ('2. Questions and answers'). */
    section: (name: string | RegExp) =>
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name }) }),
  };
}

/** Waits until what was typed is in the working copy: 'Saving…' shows, then 'Saved'. */
export async function expectAutosaved(page: Page) {
  const { status } = editorOf(page);
  await expect(status).toHaveText(CONTENT_EDITOR.status.saving);
  await expect(status).toHaveText(CONTENT_EDITOR.status.saved);
}

/** Types at the end of a rich-text editor, as a person would. */
export async function typeInEditor(editor: Locator, text: string) {
  await editor.click();
  await editor.press("End");
  await editor.pressSequentially(text);
}
