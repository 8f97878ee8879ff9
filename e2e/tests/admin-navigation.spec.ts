import type { Page } from "@playwright/test";
import {
  ADMIN_COMPANY,
  ADMIN_NAVIGATION,
  ADMIN_SHELL,
  NAV,
  NAVIGATION_MESSAGES,
  type Navigation,
} from "@staffing/shared";
import { noViolations, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { adminToken } from "./site-api";

// The Navigation screen: staff link a new page from the header's menu, and the public site shows it.

const T = ADMIN_NAVIGATION;
const NEW_PAGE = { title: "Industries we serve", slug: "industries-we-serve" };

/** The navigation as a test found it, put back after the test whatever happened in it. */
let original: Navigation | null = null;
test.beforeEach(async ({ request }) => {
  original = (await (await request.get("/api/navigation")).json()) as Navigation;
});
test.afterEach(async ({ request }) => {
  if (!original) return;
  const response = await request.put("/api/admin/navigation", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: original,
  });
  expect(response.status()).toBe(200);
});
test.slow();

const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });
const item = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("a new page added to the header's menu on the Navigation screen shows on the home page", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const created = await request.post("/api/admin/pages", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...NEW_PAGE, content: "<p>Health care, logistics and finance.</p>", isPublished: true },
  });
  expect(created.status()).toBe(201);
  const pageId = ((await created.json()) as { id: string }).id;
  const items = (original as Navigation).header.length;

  try {
    await signIn(page);
    await page
      .getByRole("navigation", { name: ADMIN_SHELL.title })
      .getByRole("link", { name: T.heading })
      .click();
    await expect(page).toHaveURL(/\/admin\/navigation$/);
    await expect(page.getByRole("heading", { level: 1, name: T.heading })).toBeVisible();
    await expect(
      item(page, T.header.item(1)).getByRole("textbox", { name: T.link.label, exact: true }),
    ).toHaveValue(NAV.home);
    await noViolations(page);

    // A new item, its page chosen by searching for its title: the page names the link.
    await page.getByRole("button", { name: T.header.add }).click();
    const added = item(page, T.header.item(items + 1));
    await added.getByRole("button", { name: T.link.choosePage }).click();
    const picker = page.getByRole("dialog", { name: T.link.choosePage });
    await picker.getByRole("combobox", { name: T.link.searchPages }).fill("industries");
    // (The list of matches opens beside the dialog, not inside it.)
    await page.getByRole("option", { name: new RegExp(NEW_PAGE.title) }).click();
    await expect(picker).toBeHidden();
    await expect(added.getByRole("textbox", { name: T.link.label, exact: true })).toHaveValue(NEW_PAGE.title);
    await expect(added.getByRole("textbox", { name: T.link.href, exact: true })).toHaveValue(
      `/${NEW_PAGE.slug}`,
    );

    // Moved before Contact, by the keyboard; the preview shows it there.
    await added.getByRole("button", { name: ADMIN_COMPANY.moveUp(T.header.item(items + 1)) }).focus();
    await page.keyboard.press("Enter");
    await expect(
      item(page, T.header.item(items)).getByRole("textbox", { name: T.link.label, exact: true }),
    ).toHaveValue(NEW_PAGE.title);
    const preview = page.getByRole("figure", { name: T.preview.header });
    await expect(preview.getByRole("listitem").filter({ hasText: NEW_PAGE.title })).toBeVisible();

    await page.getByRole("button", { name: T.save }).click();
    await expect(toast(page, T.saved)).toBeVisible();

    await page.goto("/");
    const menu = page.getByRole("banner").getByRole("navigation", { name: NAV.mainLabel }).first();
    const link = menu.getByRole("link", { name: NEW_PAGE.title, exact: true });
    await expect(link).toHaveAttribute("href", `/${NEW_PAGE.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${NEW_PAGE.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: NEW_PAGE.title })).toBeVisible();
  } finally {
    await request.delete(`/api/admin/pages/${pageId}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test("a link that would run script is refused under its field, and nothing is saved", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto("/admin/navigation");
  const column = item(page, T.footer.column(1));
  const link = column.getByRole("group", { name: T.footer.link(1, 1), exact: true });
  await link.getByRole("textbox", { name: T.link.href, exact: true }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: T.save }).click();
  await expect(link.getByText(NAVIGATION_MESSAGES.hrefInvalid)).toBeVisible();
  await expect(link.getByRole("textbox", { name: T.link.href, exact: true })).toBeFocused();
  expect(await (await request.get("/api/navigation")).json()).toEqual(original);
});
