import { DOCUMENT_MESSAGES, WHITEPAPER_TEXTS } from "@staffing/shared";
import { signIn } from "./admin-helpers";
import { toast } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { adminGet } from "./site-api";

// Issue 29: staff attach a whitepaper's PDF to its card in the page editor; it goes into the private
// store, typed by its bytes, and the field says what it holds and what the malware scanner said.

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

test("a whitepaper's PDF is uploaded from its card, and anything else is refused by its bytes", async ({
  page,
  request,
}) => {
  const list = (await adminGet(request, "/api/admin/pages?limit=100")) as { id: string; slug: string }[];
  const whitepapers = list.find((item) => item.slug === "resources/whitepapers");
  await signIn(page);
  await page.goto(`/admin/pages/${whitepapers?.id}`);
  const cards = page.getByRole("main").getByRole("listitem").filter({ hasText: "2. Cards" }).first();
  // (The section's cards open with it.)
  await cards.getByRole("button", { name: "Expand: 2. Cards" }).click();
  const field = page.getByRole("group", { name: "Whitepaper PDF (sent by e-mail to those who ask)" }).first();
  await expect(field).toContainText(".pdf");

  await field
    .locator('input[type="file"]')
    .setInputFiles({ name: "Fresh guide.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(toast(page, WHITEPAPER_TEXTS.admin.uploaded)).toBeVisible();
  await expect(field).toContainText("Fresh guide.pdf");
  await expect(field).toContainText("Not scanned");

  // A page saved as .pdf is still a page.
  await field.locator('input[type="file"]').setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><p>hi</p>"),
  });
  await expect(toast(page, DOCUMENT_MESSAGES.unsupportedKind)).toBeVisible();
  await expect(field).toContainText("Fresh guide.pdf");
});
