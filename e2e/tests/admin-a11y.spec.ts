import type { Page } from "@playwright/test";
import { axeFindings, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { adminGet } from "./site-api";

// Every screen of the panel, as the demo admin sees it at a phone's width and a laptop's: axe finds
// nothing (issue 29: "axe clean on every admin screen"). The sign-in screens are checked signed out.

/** The panel's screens; an item's own screen (an editor, a workspace) opens the first item listed. */
const SCREENS: { name: string; path: (page: Page) => Promise<string> }[] = [
  { name: "dashboard", path: async () => "/admin/dashboard" },
  { name: "pages", path: async () => "/admin/pages" },
  {
    name: "a page's editor",
    path: async (page) => `/admin/pages/${await firstId(page, "/api/admin/pages")}`,
  },
  { name: "blog", path: async () => "/admin/blog" },
  { name: "a post's editor", path: async (page) => `/admin/blog/${await firstId(page, "/api/admin/blog")}` },
  { name: "jobs", path: async () => "/admin/jobs" },
  { name: "a job's editor", path: async (page) => `/admin/jobs/${await firstId(page, "/api/admin/jobs")}` },
  { name: "media", path: async () => "/admin/media" },
  { name: "people", path: async () => "/admin/people" },
  { name: "inquiries", path: async () => "/admin/inquiries" },
  {
    name: "an inquiry's workspace",
    path: async (page) => `/admin/inquiries/${await firstId(page, "/api/admin/inquiries")}`,
  },
  { name: "navigation", path: async () => "/admin/navigation" },
  { name: "company", path: async () => "/admin/company" },
  { name: "seo", path: async () => "/admin/seo" },
  { name: "redirects", path: async () => "/admin/redirects" },
  { name: "subscribers", path: async () => "/admin/subscribers" },
  { name: "users", path: async () => "/admin/users" },
  { name: "webhooks", path: async () => "/admin/webhooks" },
  { name: "audit log", path: async () => "/admin/audit-log" },
  { name: "settings", path: async () => "/admin/settings" },
  { name: "profile", path: async () => "/admin/profile" },
];

/** The first item's id of an admin list (a bare array, or `{ items }`). */
async function firstId(page: Page, path: string): Promise<string> {
  const answer = (await adminGet(page.request, path)) as { id: string }[] | { items: { id: string }[] };
  const items = Array.isArray(answer) ? answer : answer.items;
  const id = items[0]?.id;
  if (!id) throw new Error(`${path} lists nothing`);
  return id;
}

for (const width of [390, 1280]) {
  test(`every admin screen is clean by axe at ${width} px`, async ({ page, allowConsole }) => {
    test.setTimeout(240_000);
    allowConsole(/^$/);
    await page.setViewportSize({ width, height: 900 });
    const findings: Record<string, string[]> = {};
    const check = async (name: string) => {
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const found = await axeFindings(page);
      if (found.length > 0) findings[name] = found;
    };
    for (const path of ["/admin/login", "/admin/forgot-password"]) {
      await page.goto(path);
      await check(path);
    }
    await signIn(page);
    for (const screen of SCREENS) {
      await page.goto(await screen.path(page));
      await check(screen.name);
    }
    expect(findings).toEqual({});
  });
}
