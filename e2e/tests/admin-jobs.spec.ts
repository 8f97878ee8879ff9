import type { Page } from "@playwright/test";
import {
  ADMIN_JOBS,
  ADMIN_SCHEDULED,
  ADMIN_SHELL,
  JOB_EDITOR,
  JOB_MESSAGES,
  JOB_STATUS_LABELS,
  LIST_TABLE,
} from "@staffing/shared";
import { noViolations, row, rowMenuItem, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { adminToken } from "./site-api";

// Issue 30, point 1: staff write jobs in the panel: the Jobs table and the full-screen job editor.

const sidebar = (page: Page) => page.getByRole("navigation", { name: ADMIN_SHELL.title });
const F = ADMIN_JOBS.fields;

test("a job is written in the editor, opened to candidates, and found in the Jobs table", async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const title = `Payroll Accountant ${Date.now().toString(36)}`;
  await signIn(page);
  await sidebar(page).getByRole("link", { name: ADMIN_JOBS.nav }).click();
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_JOBS.heading })).toBeVisible();
  await noViolations(page);
  await page.getByRole("button", { name: ADMIN_JOBS.create }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);

  await page.getByRole("textbox", { name: F.title }).fill(title);
  // Opening it with a field to fix names the field and leaves it unsaved.
  await page.getByRole("button", { name: JOB_EDITOR.publish }).first().click();
  await expect(page.getByText(JOB_MESSAGES.serviceRequired)).toBeVisible();

  await page.getByRole("combobox", { name: F.service }).selectOption("temporary");
  await page.getByRole("textbox", { name: F.city }).fill("Lethbridge");
  await page.getByRole("textbox", { name: F.country }).fill("CA");
  await page.getByRole("textbox", { name: F.salaryMin }).fill("52,000");
  await page.getByRole("textbox", { name: F.salaryMax }).fill("61000");
  await page.getByRole("button", { name: JOB_EDITOR.publish }).first().click();
  await expect(page).toHaveURL(/\/admin\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByText(JOB_EDITOR.publishedOn("").trim()).first()).toBeVisible();

  await page.goto("/admin/jobs");
  await page.getByRole("searchbox", { name: ADMIN_JOBS.search }).fill(title);
  const jobRow = row(page, title);
  await expect(jobRow).toHaveCount(1);
  await expect(jobRow).toContainText("Lethbridge, CA");
  // The table's actions say their word: Edit, and the others under More.
  await expect(
    jobRow.getByRole("button", { name: LIST_TABLE.actionOf(LIST_TABLE.edit, title), exact: true }),
  ).toBeVisible();
  await expect(await rowMenuItem(page, title, LIST_TABLE.delete)).toBeVisible();
  await page.keyboard.press("Escape");
  await noViolations(page);
  await page.getByRole("combobox", { name: ADMIN_JOBS.statusFilter }).click();
  await page.getByRole("option", { name: JOB_STATUS_LABELS.draft }).click();
  await expect(page).toHaveURL(/[?&]status=draft/);
  await expect(page.getByText(ADMIN_JOBS.emptySearchTitle)).toBeVisible();
});

test("a recruiter sees Jobs but neither Users nor SEO, and may open the job editor", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const recruiter = { email: `recruiter-${Date.now()}@example.com`, password: "recruiter-pass-2024" };
  const created = await request.post("/trpc/users.create", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { ...recruiter, username: "Rita", role: "recruiter" },
  });
  expect(created.ok()).toBe(true);

  await signIn(page, recruiter);
  const nav = sidebar(page);
  await expect(nav.getByRole("link", { name: ADMIN_JOBS.nav })).toBeVisible();
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.users })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: ADMIN_SHELL.nav.seo })).toHaveCount(0);
  await page.goto("/admin/jobs/new");
  await expect(page.getByRole("textbox", { name: F.title })).toBeVisible();
  await page.goto("/admin/users");
  await expect(page.getByText(ADMIN_SHELL.notAllowed)).toBeVisible();
});

test("a job opening tomorrow is on the dashboard's Scheduled card, and its title opens the job editor", async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/);
  const title = `Night Auditor ${Date.now().toString(36)}`;
  const created = await request.post("/api/admin/jobs", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      title,
      slug: title.toLowerCase().replace(/ /g, "-"),
      employmentType: ["full_time"],
      service: "temporary",
      remote: "remote",
      remoteCountries: ["CA"],
      status: "open",
      publishedAt: new Date(Date.now() + 26 * 3600_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await signIn(page);
  const scheduled = page.getByRole("region", { name: ADMIN_SCHEDULED.heading });
  const item = scheduled.getByRole("listitem").filter({ hasText: title });
  await expect(item.getByText(ADMIN_SCHEDULED.kinds.job, { exact: true })).toBeVisible();
  await noViolations(page);
  await item.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${id}$`));
  await expect(page.getByRole("textbox", { name: F.title })).toHaveValue(title);
});
