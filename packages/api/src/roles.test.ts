import { createUser } from "@staffing/auth";
import {
  blogPosts,
  type DatabaseHandle,
  jobs,
  mediaItems,
  pages,
  redirects,
  seoSettings,
} from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import type { UserRole } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext } from "./context";
import { createCaller } from "./root";

// DESIGN.md's role table, written out again here so the test does not trust the code it checks.
const DESIGN_TABLE: Record<string, Record<UserRole, boolean>> = {
  "dashboard counters": { admin: true, editor: true, seo_manager: true, recruiter: true },
  "pages, blog posts: read, preview": { admin: true, editor: true, seo_manager: true, recruiter: true },
  "pages, blog posts: create, edit, delete, publish, schedule, restore a revision": {
    admin: true,
    editor: true,
    seo_manager: false,
    recruiter: false,
  },
  "media: upload, edit alt text, delete": { admin: true, editor: true, seo_manager: false, recruiter: true },
  redirects: { admin: true, editor: true, seo_manager: true, recruiter: false },
  "redirects to another site": { admin: true, editor: false, seo_manager: false, recruiter: false },
  "inquiries: read, change status, export, delete spam": {
    admin: true,
    editor: false,
    seo_manager: false,
    recruiter: false,
  },
  "SEO settings: read": { admin: true, editor: true, seo_manager: true, recruiter: false },
  "SEO settings: create, edit": { admin: true, editor: false, seo_manager: true, recruiter: false },
  "users and roles": { admin: true, editor: false, seo_manager: false, recruiter: false },
  "audit log": { admin: true, editor: false, seo_manager: false, recruiter: false },
  "company profile: edit": { admin: true, editor: true, seo_manager: false, recruiter: false },
  "navigation (header, footer)": { admin: true, editor: true, seo_manager: false, recruiter: false },
  analytics: { admin: true, editor: false, seo_manager: true, recruiter: false },
  "jobs: create, edit, publish, close": { admin: true, editor: true, seo_manager: false, recruiter: true },
};

let database: DatabaseHandle;
const userIds = {} as Record<UserRole, string>;
let seoId: string;
let mediaId: string;
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
  "pages, blog posts: read, preview": async (api) => {
    const [page] = await api.pages.list();
    const [post] = await api.blog.adminList();
    await api.pages.preview({ id: page?.id ?? "" });
    await api.blog.preview({ id: post?.id ?? "" });
    await api.blog.revisions({ id: post?.id ?? "" });
    await api.pages.byId({ id: page?.id ?? "" });
    await api.blog.byId({ id: post?.id ?? "" });
  },
  "pages, blog posts: create, edit, delete, publish, schedule, restore a revision": async (api) => {
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
      content: "<p>y</p>",
      isPublished: true,
      publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    // The editor's autosave, its discard, and the live preview.
    await api.pages.saveDraft({ id: page.id, title: "Role check", slug: page.slug, content: "<p>z</p>" });
    await api.pages.discardDraft({ id: page.id });
    await api.preview.unsaved({
      kind: "page",
      item: { title: "Unsaved", slug: "unsaved", content: "<p>u</p>" },
    });
    const [first] = await api.pages.revisions({ id: page.id });
    await api.pages.restoreRevision({ id: page.id, revisionId: first?.id ?? 0 });
    const post = await api.blog.create({ title: "Role check", slug: `role-post-${run}`, isPublished: true });
    await api.blog.delete({ id: post.id });
    await api.pages.delete({ id: page.id });
  },
  "media: upload, edit alt text, delete": async (api) => {
    const { items } = await api.media.list();
    await api.media.update({ id: mediaId, alt: `Alt ${run++}` });
    if (items.length === 0) throw new Error("the library was seeded with one image");
  },
  redirects: async (api) => {
    run += 1;
    const redirect = await api.redirects.create({ fromPath: `/old-${run}`, toUrl: "/new" });
    await api.redirects.update({
      id: redirect.id,
      fromPath: `/old-${run}`,
      toUrl: "/newer",
      statusCode: 302,
    });
    await api.redirects.list();
    await api.redirects.delete({ id: redirect.id });
  },
  "redirects to another site": async (api) => {
    run += 1;
    const redirect = await api.redirects.create({
      fromPath: `/away-${run}`,
      toUrl: "https://jobs.example.com/",
    });
    await api.redirects.delete({ id: redirect.id });
  },
  "inquiries: read, change status, export, delete spam": async (api) => {
    const [first] = await api.inquiries.list();
    if (first) await api.inquiries.updateStatus({ id: first.id, status: "in_progress" });
    const spam = await callerFor(null).inquiries.create({ name: "Spam", email: "spam@example.com" });
    await api.inquiries.delete({ id: spam.id });
  },
  "SEO settings: read": (api) => api.seo.list(),
  "SEO settings: create, edit": (api) =>
    api.seo.update({ id: seoId, pageType: "global", settings: { title: `Edited ${run++}` } }),
  "users and roles": async (api) => {
    await api.users.list();
    await api.users.update({ id: userIds.editor, role: "editor" });
  },
  "audit log": (api) => api.auditLog.list({ limit: 5 }),
  "company profile: edit": async (api) => {
    const profile = await callerFor(null).site.profile();
    await api.site.update({ ...profile, tagline: `Edited ${run++}` });
  },
  "navigation (header, footer)": async (api) => {
    const navigation = await callerFor(null).navigation.get();
    await api.navigation.update({ ...navigation, header: [{ label: `Home ${run++}`, href: "/" }] });
  },
  analytics: (api) => api.analytics.report({ from: "2026-01-01", to: "2026-01-31" }),
  "jobs: create, edit, publish, close": async (api) => {
    run += 1;
    const job = await api.jobs.create({
      title: "Role check",
      slug: `role-job-${run}`,
      employmentType: ["contract"],
      service: "temporary",
      remote: "remote",
    });
    await api.jobs.update({
      id: job.id,
      title: "Role check",
      slug: job.slug,
      employmentType: ["contract"],
      service: "temporary",
      remote: "remote",
      status: "open",
    });
    await api.jobs.saveDraft({ id: job.id, title: "Being written" });
    await api.jobs.discardDraft({ id: job.id });
    await api.jobs.list({});
    await api.jobs.byId({ id: job.id });
    await api.jobs.preview({ id: job.id });
    await api.jobs.livePreview({
      title: "Unsaved",
      slug: "unsaved-job",
      employmentType: ["contract"],
      service: "temporary",
      remote: "remote",
    });
    const [first] = await api.jobs.revisions({ id: job.id });
    await api.jobs.revisionChanges({ id: job.id, revisionId: first?.id ?? 0 });
    await api.jobs.restoreRevision({ id: job.id, revisionId: first?.id ?? 0 });
    await api.jobs.update({
      id: job.id,
      title: "Role check",
      slug: job.slug,
      employmentType: ["contract"],
      service: "temporary",
      remote: "remote",
      status: "filled",
    });
    await api.jobs.delete({ id: job.id });
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ["admin", "editor", "seo_manager", "recruiter"] as const) {
    const user = await createUser(database.db, { email: `${role}@example.com`, username: role, role });
    userIds[role] = user.id;
  }
  const [row] = await database.db
    .insert(seoSettings)
    .values({ pageType: "global", settings: {} })
    .returning();
  seoId = row?.id ?? "";
  await callerFor(null).inquiries.create({ name: "Ada", email: "ada@example.com" });
  await database.db.insert(pages).values({ title: "About", slug: "about-us", content: "<p>Us</p>" });
  await database.db.insert(blogPosts).values({ title: "Hello", slug: "hello" });
  const [image] = await database.db
    .insert(mediaItems)
    .values({
      hash: "0".repeat(32),
      fileName: "x.png",
      mimeType: "image/png",
      width: 1,
      height: 1,
      size: 1,
      url: `/media/${"0".repeat(32)}-1x1.png`,
      variants: [],
    })
    .returning();
  mediaId = image?.id ?? "";
});
afterAll(() => database?.close());

async function snapshot() {
  const [pageCount] = await database.db.select({ n: count() }).from(pages);
  const [jobCount] = await database.db.select({ n: count() }).from(jobs);
  const [redirectCount] = await database.db.select({ n: count() }).from(redirects);
  const [seo] = await database.db.select().from(seoSettings).where(eq(seoSettings.id, seoId));
  const [image] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, mediaId));
  const inquiries = await callerFor("admin").inquiries.list();
  const profile = await callerFor(null).site.profile();
  const navigation = await callerFor(null).navigation.get();
  return {
    tagline: profile.tagline,
    navigation,
    pages: pageCount?.n,
    jobs: jobCount?.n,
    redirects: redirectCount?.n,
    seo: seo?.settings,
    alt: image?.alt,
    statuses: inquiries.map((i) => i.status),
  };
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
    expect((refusal as TRPCError).message).toMatch(/needs the .*Admin.* role/);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a caller who is not signed in", async () => {
    const refusal = await call(callerFor(null)).catch((error: unknown) => error);
    expect((refusal as TRPCError).code).toBe("UNAUTHORIZED");
  });
});
