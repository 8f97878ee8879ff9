import { createUser } from "@staffing/auth";
import { type DatabaseHandle, pages, seoSettings } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import type { UserRole } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext } from "./context";
import { createCaller } from "./root";

// DESIGN.md's role table, written out again here so the test does not trust the code it checks.
const DESIGN_TABLE: Record<string, Record<UserRole, boolean>> = {
  "dashboard counters": { admin: true, editor: true, seo_manager: true },
  "pages, blog posts: read": { admin: true, editor: true, seo_manager: true },
  "pages, blog posts: create, edit, delete, publish": { admin: true, editor: true, seo_manager: false },
  "inquiries: read, change status, export": { admin: true, editor: false, seo_manager: false },
  "SEO settings: read": { admin: true, editor: true, seo_manager: true },
  "SEO settings: create, edit": { admin: true, editor: false, seo_manager: true },
  "users and roles": { admin: true, editor: false, seo_manager: false },
};

let database: DatabaseHandle;
const userIds = {} as Record<UserRole, string>;
let seoId: string;
let run = 0;

type Caller = ReturnType<typeof createCaller>;
const callerFor = (role: UserRole | null): Caller =>
  createCaller(
    createInnerContext({
      db: database.db,
      user: role ? { id: userIds[role], email: `${role}@example.com`, username: role, role } : null,
    }),
  );

// One call per capability, each touching the database the way the capability does.
const CAPABILITY_CALLS: Record<string, (api: Caller) => Promise<unknown>> = {
  "dashboard counters": (api) => api.stats.get(),
  "pages, blog posts: read": async (api) => {
    await api.pages.list();
    await api.blog.adminList();
  },
  "pages, blog posts: create, edit, delete, publish": async (api) => {
    run += 1;
    const page = await api.pages.create({
      title: "Role check",
      slug: `role-check-${run}`,
      content: "<p>x</p>",
    });
    await api.pages.update({
      id: page.id,
      title: "Role check",
      slug: page.slug,
      content: "",
      isPublished: true,
    });
    const post = await api.blog.create({ title: "Role check", slug: `role-post-${run}`, isPublished: true });
    await api.blog.delete({ id: post.id });
    await api.pages.delete({ id: page.id });
  },
  "inquiries: read, change status, export": async (api) => {
    const [first] = await api.inquiries.list();
    if (first) await api.inquiries.updateStatus({ id: first.id, status: "in_progress" });
  },
  "SEO settings: read": (api) => api.seo.list(),
  "SEO settings: create, edit": (api) =>
    api.seo.update({ id: seoId, pageType: "global", settings: { title: `Edited ${run++}` } }),
  "users and roles": async (api) => {
    await api.users.list();
    await api.users.update({ id: userIds.editor, role: "editor" });
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ["admin", "editor", "seo_manager"] as const) {
    const user = await createUser(database.db, { email: `${role}@example.com`, username: role, role });
    userIds[role] = user.id;
  }
  const [row] = await database.db
    .insert(seoSettings)
    .values({ pageType: "global", settings: {} })
    .returning();
  seoId = row?.id ?? "";
  await callerFor(null).inquiries.create({ name: "Ada", email: "ada@example.com" });
});
afterAll(() => database?.close());

async function snapshot() {
  const [pageCount] = await database.db.select({ n: count() }).from(pages);
  const [seo] = await database.db.select().from(seoSettings).where(eq(seoSettings.id, seoId));
  const inquiries = await callerFor("admin").inquiries.list();
  return { pages: pageCount?.n, seo: seo?.settings, statuses: inquiries.map((i) => i.status) };
}

describe.each(Object.entries(DESIGN_TABLE))("%s", (capability, allowed) => {
  const call = CAPABILITY_CALLS[capability];
  if (!call) throw new Error(`no call for ${capability}`);

  it.each(Object.entries(allowed) as [UserRole, boolean][])("%s allowed: %s", async (role, isAllowed) => {
    if (isAllowed) {
      await expect(call(callerFor(role))).resolves.not.toThrow();
      return;
    }
    const before = await snapshot();
    const refusal = await call(callerFor(role)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect((refusal as TRPCError).code).toBe("FORBIDDEN");
    expect((refusal as TRPCError).message).toMatch(/needs the .*admin.* role/);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a caller who is not signed in", async () => {
    const refusal = await call(callerFor(null)).catch((error: unknown) => error);
    expect((refusal as TRPCError).code).toBe("UNAUTHORIZED");
  });
});
