import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN_APPLICATION,
  ADMIN_APPLICATIONS,
  ADMIN_CANDIDATE_ERASE,
  ADMIN_JOBS,
  APPLICATION_STAGE_LABELS,
  JOB_APPLICATION_COUNTS,
} from "@staffing/shared";
import { noViolations, row, rows, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { adminToken } from "./site-api";

// Issue 30, point 4: the candidate pipeline in the panel: the applications list with its stage tabs
// and filters, a bulk stage change, the Jobs screen's counts, an application's workspace (stage,
// note, the résumé's download) and erasing a candidate.

const T = ADMIN_APPLICATIONS;
const W = ADMIN_APPLICATION;

// A one-page PDF, small enough to write here: the intake types a résumé by its bytes.
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

async function createJob(request: APIRequestContext, title: string): Promise<{ id: string; slug: string }> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const response = await request.post("/api/admin/jobs", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      slug,
      employmentType: ["full_time"],
      service: "temporary",
      remote: "remote",
      status: "open",
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  return { id, slug };
}

/** Applies as a candidate does, through the job's public endpoint, with a résumé. */
async function apply(request: APIRequestContext, slug: string, name: string, email: string) {
  const response = await request.post(`/api/jobs/${slug}/applications`, {
    multipart: {
      name,
      email,
      consent: "true",
      coverNote: `${name} would like the job.`,
      resume: {
        name: `${name.split(" ")[0]}-resume.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from(PDF),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const toast = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text });

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("applications are filtered by job, moved to a stage together, worked on in their workspace, and erased", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const first = await createJob(request, `Payroll Clerk ${tag}`);
  const second = await createJob(request, `Forklift Operator ${tag}`);
  const [ada, bea, cy] = ["Ada", "Bea", "Cy"].map((name) => `${name} ${tag}`) as [string, string, string];
  await apply(request, first.slug, ada, `ada-${tag}@example.com`);
  await apply(request, first.slug, bea, `bea-${tag}@example.com`);
  await apply(request, second.slug, cy, `cy-${tag}@example.com`);

  await signIn(page);
  await page.getByRole("navigation").getByRole("link", { name: T.nav }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.heading })).toBeVisible();
  await page.getByRole("searchbox", { name: T.search }).fill(tag);
  await expect(rows(page)).toHaveCount(3);
  // Nobody has opened them; each came with a résumé.
  await expect(row(page, ada).getByText(T.unread)).toBeVisible();
  await expect(row(page, ada).getByRole("img", { name: T.hasResume })).toBeVisible();
  await expect(row(page, ada)).toContainText(`Payroll Clerk ${tag}`);
  await expect(page.getByRole("tab", { name: T.stageTab("new", 3) })).toBeVisible();
  await noViolations(page);

  // The job filter, by title; the URL keeps it.
  await chooseFilter(page, T.jobFilter, `Payroll Clerk ${tag}`);
  await expect(page).toHaveURL(new RegExp(`jobId=${first.id}`));
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, cy)).toHaveCount(0);

  // Both ticked, moved to Screening at once; the tabs count them there.
  await page.getByRole("checkbox", { name: T.selectAll }).check();
  const bulk = page.getByRole("region", { name: T.bulkStage });
  await expect(bulk).toContainText(T.selected(2));
  await bulk.getByRole("combobox", { name: T.bulkStage }).click();
  await page.getByRole("option", { name: APPLICATION_STAGE_LABELS.screening }).click();
  await bulk.getByRole("button", { name: T.bulkApply }).click();
  await expect(toast(page, T.bulkMoved(2))).toBeVisible();
  await expect(bulk).toBeHidden();
  await page.getByRole("tab", { name: T.stageTab("screening", 2) }).click();
  await expect(page).toHaveURL(/[?&]stage=screening/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("tab", { name: T.stageTab("new", 0) }).click();
  await expect(page.getByText(T.emptyFilteredTitle)).toBeVisible();

  // The Jobs screen counts them per stage and leads to the job's applications.
  await page.goto(`/admin/jobs?q=${tag}`);
  const counts = row(page, `Payroll Clerk ${tag}`).getByRole("link", {
    name: JOB_APPLICATION_COUNTS.linkLabel(`Payroll Clerk ${tag}`, "2 screening"),
  });
  await expect(counts).toHaveText("2 screening");
  await expect(row(page, `Forklift Operator ${tag}`)).toContainText("1 new");
  await expect(page.getByRole("columnheader", { name: ADMIN_JOBS.columns.applications })).toBeVisible();
  await counts.click();
  await expect(page.getByRole("heading", { level: 1, name: T.forJob(`Payroll Clerk ${tag}`) })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  // The assignee and overdue filters: nobody is assigned, and nothing is overdue yet.
  await page.goto(`/admin/applications?q=${tag}`);
  await chooseFilter(page, T.assigneeFilter, T.nobody);
  await expect(page).toHaveURL(/[?&]assignee=none/);
  await expect(rows(page)).toHaveCount(3);
  // (The switch follows the URL, so it turns once the list's address has changed.)
  await page.getByLabel(T.overdueFilter).click();
  await expect(page).toHaveURL(/[?&]overdue=true/);
  await expect(page.getByLabel(T.overdueFilter)).toBeChecked();
  await expect(page.getByText(T.emptyFilteredTitle)).toBeVisible();
  await page.getByLabel(T.overdueFilter).click();
  await expect(rows(page)).toHaveCount(3);

  // The workspace: the candidate, the résumé, a stage change and a note on the timeline.
  await row(page, cy).getByRole("link", { name: cy }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: cy })).toBeVisible();
  await expect(page.getByText(`${cy} would like the job.`)).toBeVisible();
  await expect(page.getByText("Cy-resume.pdf")).toBeVisible();
  await expect(page.getByTestId("resume-scan")).toHaveText(W.resume.scan.not_scanned);
  await expect(page.getByText(W.replyBox.help(`cy-${tag}@example.com`))).toBeVisible();
  await noViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: W.resume.downloadLabel("Cy-resume.pdf") }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Cy-resume.pdf");

  await page.getByRole("combobox", { name: W.fields.stage }).click();
  await page.getByRole("option", { name: APPLICATION_STAGE_LABELS.interview }).click();
  await expect(toast(page, W.stageChanged)).toBeVisible();
  await expect(page.getByTestId("timeline-stage")).toContainText(/from New to Interview/);

  await page.getByRole("textbox", { name: W.noteBox.label }).fill("Strong forklift record; call Tuesday.");
  await page.getByRole("button", { name: W.noteBox.submit }).click();
  await expect(page.getByTestId("timeline-note")).toContainText("Strong forklift record; call Tuesday.");

  // Opened now: the list no longer marks it.
  await page.goto(`/admin/applications?q=${tag}`);
  await expect(row(page, cy).getByText(T.unread)).toHaveCount(0);
  await expect(row(page, cy)).toContainText(APPLICATION_STAGE_LABELS.interview);

  // Erasing the candidate says what goes, then every application from the address is gone.
  await row(page, cy).getByRole("link", { name: cy }).click();
  await page.getByRole("button", { name: ADMIN_CANDIDATE_ERASE.menu }).click();
  await page.getByRole("menuitem", { name: ADMIN_CANDIDATE_ERASE.action }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(ADMIN_CANDIDATE_ERASE.explain(`cy-${tag}@example.com`));
  await dialog.getByRole("button", { name: ADMIN_CANDIDATE_ERASE.confirm }).click();
  await expect(toast(page, ADMIN_CANDIDATE_ERASE.erased(1))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await page.getByRole("searchbox", { name: T.search }).fill(tag);
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, cy)).toHaveCount(0);
});

test("at a phone's width the list and the workspace fit the screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = Date.now().toString(36);
  const job = await createJob(request, `Night Porter ${tag}`);
  const name = `Dee ${tag}`;
  await apply(request, job.slug, name, `dee-${tag}@example.com`);
  await signIn(page);
  await page.goto(`/admin/applications?q=${tag}`);
  await expect(rows(page)).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);
  await row(page, name).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);
});
