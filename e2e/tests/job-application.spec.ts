import { test as base, type Page } from "@playwright/test";
import { APPLICATION_FORM, APPLICATION_MESSAGES, APPLICATION_THANKS } from "@staffing/shared";
import { expect, islandReady, test } from "./fixtures";

// A candidate applies from a job's page (issue 30 point 3): with the page's script (the island sends
// the form with its progress) and without any (a multipart post, the outcome shown on the page).

const JOB = "/jobs/payroll-accountant-edmonton";
const JOB_TITLE = "Payroll Accountant";
// (The consent's sentence names the résumé too: the file's own label starts with the word.)
const RESUME_LABEL = new RegExp(`^${APPLICATION_FORM.resume}`);
const unique = (label: string) => `${label} ${Date.now()}-${Math.round(Math.random() * 1e6)}`;
// A résumé is typed by its bytes: a PDF begins with "%PDF-".
const resume = (name = "cv.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});
const page404 = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("<!doctype html><title>Not a résumé</title><script>alert(1)</script>"),
});

// (One mailbox may apply a few times an hour: each run's candidate has an address of their own.)
const address = (label: string) => `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

async function fillIn(page: Page, name: string, email = address("candidate")) {
  const form = page.getByRole("form", { name: APPLICATION_FORM.heading });
  await form.getByLabel(APPLICATION_FORM.name).fill(name);
  await form.getByLabel(APPLICATION_FORM.email).fill(email);
  await form.getByLabel(APPLICATION_FORM.phone).fill("+1 780 555 0100");
  await form.getByLabel(APPLICATION_FORM.coverNote).fill("Ten years of payroll; I could start next month.");
  return form;
}

test("with JavaScript: the form checks the fields as the server does, sends the résumé and thanks the candidate", async ({
  page,
}) => {
  const name = unique("Script Candidate");
  await page.goto(JOB);
  const form = await fillIn(page, name);
  await islandReady(page, "application-form");
  // Nothing attached and no consent: the same messages the server gives, under their fields.
  await form.getByRole("button", { name: APPLICATION_FORM.submit }).click();
  await expect(form.getByText(APPLICATION_MESSAGES.resumeRequired)).toBeVisible();
  await expect(form.getByText(APPLICATION_MESSAGES.consentRequired)).toBeVisible();
  const file = form.getByLabel(RESUME_LABEL);
  await expect(file).toHaveAttribute("aria-describedby", /resume-error/);
  await expect(file).toBeFocused();
  // A page renamed .pdf: the server reads its bytes and says so under the résumé.
  await file.setInputFiles(page404("resume.pdf"));
  await form.getByLabel(APPLICATION_FORM.name).fill(name);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: APPLICATION_FORM.submit }).click();
  await expect(form.getByText(APPLICATION_MESSAGES.resumeKind)).toBeVisible();
  await expect(form.getByLabel(APPLICATION_FORM.name)).toHaveValue(name);

  await file.setInputFiles(resume());
  await form.getByRole("button", { name: APPLICATION_FORM.submit }).click();
  const thanks = page.getByRole("status").filter({ hasText: APPLICATION_THANKS.title(name) });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(APPLICATION_THANKS.received(JOB_TITLE));
  await expect(page.getByRole("heading", { name: APPLICATION_THANKS.title(name) })).toBeFocused();
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("a multipart post applies and the job's page shows what happens next", async ({ page }) => {
    const name = unique("No Script Candidate");
    await page.goto(JOB);
    const email = address("noscript");
    const form = await fillIn(page, name, email);
    await form.getByLabel(RESUME_LABEL).setInputFiles(resume("My CV.pdf"));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: APPLICATION_FORM.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${JOB}#apply$`));
    const thanks = page.getByRole("status").filter({ hasText: APPLICATION_THANKS.title(name) });
    await expect(thanks).toContainText(APPLICATION_THANKS.received(JOB_TITLE));
    await expect(thanks).toContainText(APPLICATION_THANKS.steps(email)[0] ?? "");
  });

  base(
    "a refused application shows a message per field and keeps what was typed, but the file",
    async ({ page }) => {
      const name = unique("Refused Candidate");
      await page.goto(JOB);
      const form = await fillIn(page, name, "not-an-address");
      await form.getByLabel(RESUME_LABEL).setInputFiles(page404("resume.pdf"));
      await form.getByRole("button", { name: APPLICATION_FORM.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${JOB}#apply$`));
      const again = page.getByRole("form", { name: APPLICATION_FORM.heading });
      await expect(again.getByText(APPLICATION_MESSAGES.consentRequired)).toBeVisible();
      await expect(again.getByLabel(APPLICATION_FORM.email)).toHaveAttribute("aria-invalid", "true");
      await expect(again.getByLabel(APPLICATION_FORM.name)).toHaveValue(name);
      await expect(again.getByLabel(APPLICATION_FORM.email)).toHaveValue("not-an-address");
      await expect(again.getByLabel(APPLICATION_FORM.coverNote)).toHaveValue(
        "Ten years of payroll; I could start next month.",
      );
      await expect(again.getByLabel(RESUME_LABEL)).toHaveValue("");
    },
  );
});
