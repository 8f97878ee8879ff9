import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN_COMMON,
  ADMIN_COMPANY,
  ADMIN_TOASTS,
  COMPANY_FACTS_TEXTS,
  CONTENT_EDITOR,
  type CompanyProfile,
  faqSection,
  SECTION_TYPES,
} from "@staffing/shared";
import { noViolations, signIn } from "./admin-helpers";
import { editorOf, toast, unique } from "./editor-helpers";
import { expect as baseExpect, test } from "./fixtures";
import { adminToken } from "./site-api";

// Issue 29, point 4: company facts in texts. The editor offers them as tokens, the site shows the
// profile's value, and after a change of phone the Company screen lists the texts that still give
// the old number, each with a link to edit it.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const T = COMPANY_FACTS_TEXTS;
const ANSWER = faqSection.shape.items.element.shape.answer.meta()?.title ?? "";
const NEW_NUMBER = "+1 (403) 555-0101";

let original: CompanyProfile | null = null;
test.beforeEach(async ({ request }) => {
  original = (await (await request.get("/api/site")).json()) as CompanyProfile;
});
test.afterEach(async ({ request }) => {
  if (!original) return;
  const response = await request.put("/api/admin/site", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: original,
  });
  expect(response.status()).toBe(200);
});

/** A published page with one question: "Call us on" followed by `answer`. */
async function pageWithQuestion(
  request: APIRequestContext,
  slug: string,
  title: string,
  answer = "",
): Promise<string> {
  const response = await request.post("/api/admin/pages", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      slug,
      isPublished: true,
      sections: [
        {
          type: "faq",
          heading: "Questions",
          items: [{ question: "How do I reach you?", answer: `Call us on ${answer}`.trim() }],
        },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const insertFact = async (page: Page, field: ReturnType<Page["getByRole"]>, fact: string) => {
  await field.click();
  await field.press("End");
  await field.pressSequentially(" ");
  await field
    .locator("xpath=ancestor::div[contains(@class,'MuiInputBase-root')]")
    .getByRole("button", { name: T.insert })
    .click();
  const menu = page.getByRole("menu", { name: T.insert });
  await menu.getByRole("menuitem", { name: new RegExp(`^${fact}`) }).click();
};

test("a fact inserted as a token shows the profile's phone; after a change the Company screen lists texts with the old one", async ({
  page,
  request,
}) => {
  const before = original as CompanyProfile;
  const oldNumber = before.phones[0]?.number ?? "";
  const slug = `reach-us-${unique()}`;
  const id = await pageWithQuestion(request, slug, `Reach us ${slug}`);
  // Another page where someone typed the number out: the one the Company screen will list.
  const typedTitle = `Typed number ${slug}`;
  await pageWithQuestion(request, `typed-${slug}`, typedTitle, oldNumber);
  await signIn(page);
  await page.goto(`/admin/pages/${id}`);
  const editor = editorOf(page);
  const faq = editor.section(new RegExp(`^1\\. ${SECTION_TYPES.faq.label}`));
  const expand = faq.getByRole("button", { name: new RegExp(`^${CONTENT_EDITOR.sections.expand}`) });
  if (await expand.isVisible()) await expand.click();

  // The menu names each fact with its value; choosing one inserts its token at the caret.
  const answer = faq.getByRole("textbox", { name: ANSWER });
  await insertFact(page, answer, `Phone: ${before.phones[0]?.label}`);
  await expect(answer).toHaveValue("Call us on {{phone}}");
  await noViolations(page);
  await expect(editor.status).toHaveText(CONTENT_EDITOR.status.saved);
  await page.getByRole("banner").getByRole("button", { name: ADMIN_COMMON.update }).click();
  await expect(toast(page, ADMIN_TOASTS.pageUpdated)).toBeVisible();

  await page.goto(`/${slug}`);
  await page.getByText("How do I reach you?").click();
  await expect(page.getByText(`Call us on ${oldNumber}`)).toBeVisible();

  // The main number changes (the list and the head office's line): the page follows it, and the
  // Company screen lists the text that typed the old number out, not the one with the token.
  const response = await request.put("/api/admin/site", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      ...before,
      phones: before.phones.map((phone, index) => (index === 0 ? { ...phone, number: NEW_NUMBER } : phone)),
      offices: before.offices.map((office, index) =>
        index === 0 ? { ...office, phone: NEW_NUMBER } : office,
      ),
    },
  });
  expect(response.status()).toBe(200);
  await page.reload();
  await page.getByText("How do I reach you?").click();
  await expect(page.getByText(`Call us on ${NEW_NUMBER}`)).toBeVisible();

  await page.goto("/admin/company");
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_COMPANY.heading })).toBeVisible();
  const stale = page.getByRole("list", { name: T.staleTitle });
  await expect(stale).toBeVisible();
  await expect(stale.getByText(T.staleValue(oldNumber)).first()).toBeVisible();
  await expect(stale.getByText(typedTitle)).toBeVisible();
  await expect(stale.getByText(`Reach us ${slug}`)).toHaveCount(0);
  await noViolations(page);
});
