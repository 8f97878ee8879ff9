import {
  ADMIN_COMMON,
  ADMIN_PAGES,
  ADMIN_TOASTS,
  CONTENT_EDITOR,
  heroSection,
  REVISION_CHANGES,
  REVISIONS,
  SECTION_TYPES,
} from "@staffing/shared";
import { noViolations, signIn } from "./admin-helpers";
import { editorOf, expectAutosaved, openSection, toast, unique } from "./editor-helpers";
import { expect as baseExpect, test } from "./fixtures";

// Issue 29, point 2: the History's Compare lists what changed since a version, sections included,
// each change by its name in the editor and its two values as text, and fits a phone's width.

test.describe.configure({ timeout: 120_000 });

// Two cores shared with the database and the server: the editor's screen may take a while to load.
const expect = baseExpect.configure({ timeout: 15_000 });
const HEADING = heroSection.shape.heading.meta()?.title ?? "";

test("compare: a hero heading changed and published shows in the History as 'Hero section 1 › Heading', old → new, at 390 px", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const title = `Relocation Guide ${unique()}`;
  const newHeading = `${title}: moving made simple`;
  await signIn(page);
  await openSection(page, ADMIN_PAGES.heading);
  await page.getByRole("button", { name: ADMIN_PAGES.create }).click();
  const dialog = page.getByRole("dialog", { name: ADMIN_PAGES.createTitle });
  await dialog.getByLabel(ADMIN_PAGES.fields.title).fill(title);
  await dialog.getByRole("button", { name: ADMIN_COMMON.create }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  const editor = editorOf(page);
  const hero = editor.section(`1. ${SECTION_TYPES.hero.label}: ${title}`);
  await expect(hero).toBeVisible();
  await editor.settings.getByRole("button", { name: CONTENT_EDITOR.publish }).click();
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();

  // The hero's heading edited, then published with 'Update'.
  await hero.getByRole("textbox", { name: HEADING, exact: true }).fill(newHeading);
  await expectAutosaved(page);
  const update = page.getByRole("banner").getByRole("button", { name: ADMIN_COMMON.update });
  await update.click();
  await expect(page.getByRole("banner").getByText(CONTENT_EDITOR.unpublishedChanges)).toHaveCount(0);

  // On a phone: the settings open over the page, and the History compares the version before.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: CONTENT_EDITOR.settings, exact: true }).click();
  const history = editor.settings.getByRole("region", { name: REVISIONS.heading });
  const versions = history.getByRole("listitem");
  await expect(versions.first().getByText(REVISIONS.current)).toBeVisible();
  const current = versions.first();
  await current.getByRole("button", { name: new RegExp(`^${REVISIONS.compare}`) }).click();
  await expect(current.getByText(REVISIONS.noDifferences)).toBeVisible();

  const before = versions.nth(1);
  await before.getByRole("button", { name: new RegExp(`^${REVISIONS.compare}`) }).click();
  const changes = before.locator("dl");
  const label = [REVISION_CHANGES.section(SECTION_TYPES.hero.label, 1), HEADING].join(
    REVISION_CHANGES.separator,
  );
  await expect(changes.locator("dt")).toHaveText([label]);
  await expect(changes.locator("dd del")).toHaveText(title);
  await expect(changes.locator("dd ins")).toHaveText(newHeading);
  await expect(before.getByText(REVISIONS.noDifferences)).toHaveCount(0);
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);
});
