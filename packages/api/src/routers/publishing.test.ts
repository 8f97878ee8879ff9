import { createUser } from "@staffing/auth";
import { appSecrets, type DatabaseHandle, pages, readContentVersion, redirects } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { NO_JOBS } from "@staffing/jobs";
import { REVISIONS_KEPT, type UserRole } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";
import { announceDuePublications, nextScheduledPublication } from "../services/scheduled-publishing";

// Scheduled publishing, preview links, revisions and the redirects a rename makes, through the
// procedures staff and the public site call.

const SITE = "https://www.example.com";
let database: DatabaseHandle;
const userIds = {} as Record<UserRole, string>;
let n = 0;
const unique = (prefix: string) => `${prefix}-${++n}`;

const callerFor = (role: UserRole | null) =>
  createCaller(
    createInnerContext({
      db: database.db,
      siteUrl: SITE,
      user: role ? { id: userIds[role], email: `${role}@example.com`, username: role, role } : null,
    }),
  );
const visitor = () => callerFor(null);

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof TRPCError ? error.code : error),
  );

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ["admin", "editor", "seo_manager"] as const) {
    userIds[role] = (
      await createUser(database.db, { email: `${role}@example.com`, username: role, role })
    ).id;
  }
});
afterAll(() => database?.close());

async function newPost(fields: Record<string, unknown> = {}) {
  const slug = unique("post");
  return callerFor("editor").blog.create({
    title: `Post ${slug}`,
    slug,
    content: "<p>First words.</p>",
    category: "Technology",
    isPublished: true,
    ...fields,
  });
}

async function newPage(fields: Record<string, unknown> = {}) {
  const slug = unique("page");
  return callerFor("editor").pages.create({
    title: `Page ${slug}`,
    slug,
    content: "<p>First words.</p>",
    isPublished: true,
    ...fields,
  });
}

describe("scheduled publishing", () => {
  it("keeps a post published for later out of the blog, its address, related posts and the sitemap", async () => {
    const post = await newPost({ publishedAt: inSeconds(3600) });
    expect(post.isPublished).toBe(true);
    const api = visitor();
    expect((await api.blog.list({ limit: 50 })).map((p) => p.slug)).not.toContain(post.slug);
    expect((await api.blog.list({ category: "Technology" })).map((p) => p.slug)).not.toContain(post.slug);
    expect(await codeOf(api.blog.bySlug({ slug: post.slug }))).toBe("NOT_FOUND");
    expect((await api.seo.sitemapEntries()).map((e) => e.path)).not.toContain(`/blog/${post.slug}`);
    expect((await callerFor("editor").stats.scheduled()).map((item) => item.id)).toContain(post.id);
  });

  it("lists an open job whose moment is ahead among the scheduled, to those who manage jobs", async () => {
    const job = (slug: string, status: "open" | "draft") =>
      callerFor("editor").jobs.create({
        title: `Scheduled ${slug}`,
        slug,
        summary: "Later.",
        description: "<p>Soon.</p>",
        employmentType: ["full_time"],
        service: "temporary",
        category: "Accounting",
        remote: "remote",
        remoteCountries: ["CA"],
        status,
        publishedAt: inSeconds(3600),
      });
    const open = await job(unique("job"), "open");
    const draft = await job(unique("job"), "draft");
    const listed = await callerFor("editor").stats.scheduled();
    expect(listed.find((item) => item.id === open.id)).toMatchObject({
      kind: "job",
      title: open.title,
      path: `/jobs/${open.slug}`,
      publishedAt: open.publishedAt,
    });
    // A draft goes nowhere by itself, whatever its date.
    expect(listed.map((item) => item.id)).not.toContain(draft.id);
    // Soonest first, jobs among posts and pages.
    const moments = listed.map((item) => item.publishedAt?.getTime() ?? 0);
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    // An SEO manager reads posts and pages, not jobs before they are public.
    expect((await callerFor("seo_manager").stats.scheduled()).map((item) => item.kind)).not.toContain("job");
  });

  it("keeps a page published for later off its address and out of the sitemap", async () => {
    const slug = unique("page");
    await callerFor("admin").pages.create({
      title: "Later",
      slug,
      content: "<p>Soon.</p>",
      isPublished: true,
      publishedAt: inSeconds(3600),
    });
    expect(await codeOf(visitor().pages.bySlug({ slug }))).toBe("NOT_FOUND");
    expect((await visitor().seo.sitemapEntries()).map((e) => e.path)).not.toContain(`/${slug}`);
  });

  it("makes a post scheduled two seconds ahead public by itself, and moves the content version once", async () => {
    await announceDuePublications(database.db, NO_JOBS);
    const post = await newPost({ publishedAt: inSeconds(2) });
    const next = await nextScheduledPublication(database.db);
    expect(next?.getTime()).toBeLessThanOrEqual(new Date(post.publishedAt ?? 0).getTime());
    const before = await readContentVersion(database.db);
    // Nothing is due yet: the check moves nothing.
    expect(await announceDuePublications(database.db, NO_JOBS)).toBe(false);
    expect(await readContentVersion(database.db)).toBe(before);

    await vi.waitFor(
      async () => expect((await visitor().blog.list({ limit: 50 })).map((p) => p.slug)).toContain(post.slug),
      { timeout: 5000, interval: 200 },
    );
    expect((await visitor().blog.bySlug({ slug: post.slug })).id).toBe(post.id);
    // Two instances check at once: one of them moves the version, once.
    const moved = await Promise.all([
      announceDuePublications(database.db, NO_JOBS),
      announceDuePublications(database.db, NO_JOBS),
    ]);
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(await readContentVersion(database.db)).toBe(before + 1);
    expect(await announceDuePublications(database.db, NO_JOBS)).toBe(false);
  });

  it("keeps the date a post first went public when it is saved again, and an emptied date publishes a scheduled one now", async () => {
    const post = await newPost({ publishedAt: "2025-03-01T09:00:00.000Z" });
    const save = (publishedAt: string | null | undefined) =>
      callerFor("editor").blog.update({ ...post, id: post.id, publishedAt, category: post.category });
    expect((await save(undefined)).publishedAt).toEqual(new Date("2025-03-01T09:00:00.000Z"));
    expect((await save(null)).publishedAt).toEqual(new Date("2025-03-01T09:00:00.000Z"));
    const scheduled = await save(inSeconds(3600));
    expect(scheduled.publishedAt?.getTime()).toBeGreaterThan(Date.now());
    const now = await save(null);
    expect(now.publishedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await visitor().blog.bySlug({ slug: post.slug })).id).toBe(post.id);
  });
});

describe("preview links", () => {
  it("open a draft post as the public site shows a post, for an hour", async () => {
    const draft = await newPost({ isPublished: false, content: "<p>Draft text</p><script>x()</script>" });
    const link = await callerFor("seo_manager").blog.preview({ id: draft.id });
    expect(link.url).toMatch(new RegExp(`^${SITE}/preview/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    const expiresIn = new Date(link.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);

    const token = link.url.split("/preview/")[1] ?? "";
    const shown = await visitor().preview.resolve({ token });
    expect(shown.kind).toBe("post");
    if (shown.kind !== "post") return;
    expect(shown.post).toMatchObject({ id: draft.id, title: draft.title, content: "<p>Draft text</p>" });
    // The public post's shape: nothing more, nothing less.
    const published = await newPost();
    const publicShape = await visitor().blog.bySlug({ slug: published.slug });
    expect(Object.keys(shown.post).sort()).toEqual(Object.keys(publicShape).sort());
  });

  it("open a draft page, and show the page as it is now", async () => {
    const slug = unique("page");
    const page = await callerFor("admin").pages.create({ title: "Draft page", slug, content: "<p>One</p>" });
    const { url } = await callerFor("editor").pages.preview({ id: page.id });
    await callerFor("admin").pages.update({ ...page, content: "<p>Two</p>", publishedAt: undefined });
    const shown = await visitor().preview.resolve({ token: url.split("/preview/")[1] ?? "" });
    expect(shown).toMatchObject({ kind: "page", page: { id: page.id, content: "<p>Two</p>" } });
  });

  it("are not found when tampered with, expired, signed with another key, or for a deleted item", async () => {
    const draft = await newPost({ isPublished: false });
    const { url } = await callerFor("editor").blog.preview({ id: draft.id });
    const token = url.split("/preview/")[1] ?? "";
    const [header, payload, signature] = token.split(".");
    const otherPayload = Buffer.from(
      JSON.stringify({ kind: "post", sub: draft.id, aud: "preview", exp: 9e9 }),
    ).toString("base64url");
    const flipped = `${signature?.[0] === "A" ? "B" : "A"}${signature?.slice(1)}`;
    const [secret] = await database.db.select().from(appSecrets);
    const key = Buffer.from(secret?.value ?? "", "base64url");
    const expired = await new SignJWT({ kind: "post" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(draft.id)
      .setAudience("preview")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(key);
    const foreign = await new SignJWT({ kind: "post" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(draft.id)
      .setAudience("preview")
      .setExpirationTime("1h")
      .sign(new Uint8Array(32).fill(7));
    for (const bad of [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      expired,
      foreign,
      "not-a-token",
    ]) {
      expect(await codeOf(visitor().preview.resolve({ token: bad })), bad).toBe("NOT_FOUND");
    }
    await callerFor("editor").blog.delete({ id: draft.id });
    expect(await codeOf(visitor().preview.resolve({ token }))).toBe("NOT_FOUND");
  });

  it("are made only for items that exist, by signed-in staff", async () => {
    expect(
      await codeOf(callerFor("editor").blog.preview({ id: "00000000-0000-4000-8000-000000000000" })),
    ).toBe("NOT_FOUND");
    expect(await codeOf(visitor().blog.preview({ id: "00000000-0000-4000-8000-000000000000" }))).toBe(
      "UNAUTHORIZED",
    );
  });
});

describe("revisions", () => {
  it("keep every save, newest first, with who saved it; restore brings the text back as a new save", async () => {
    const post = await newPost({ title: "Version one", content: "<p>One</p>" });
    const api = callerFor("editor");
    await api.blog.update({ ...post, title: "Version two", content: "<p>Two</p>", publishedAt: undefined });
    await callerFor("admin").blog.update({
      ...post,
      title: "Version three",
      content: "<p>Three</p>",
      publishedAt: undefined,
    });
    const history = await api.blog.revisions({ id: post.id });
    expect(history.map((r) => r.fields.title)).toEqual(["Version three", "Version two", "Version one"]);
    expect(history.map((r) => r.author)).toEqual(["admin", "editor", "editor"]);

    const first = history.at(-1);
    const restored = await api.blog.restoreRevision({ id: post.id, revisionId: first?.id ?? 0 });
    expect(restored).toMatchObject({ title: "Version one", content: "<p>One</p>", isPublished: true });
    expect((await visitor().blog.bySlug({ slug: post.slug })).title).toBe("Version one");
    const after = await api.blog.revisions({ id: post.id });
    expect(after.map((r) => r.fields.title)).toEqual([
      "Version one",
      "Version three",
      "Version two",
      "Version one",
    ]);
  });

  it("keep the state an item had before its first save since revisions began", async () => {
    const [old] = await database.db
      .insert(pages)
      .values({ title: "Seeded", slug: unique("seeded"), content: "<p>As seeded</p>" })
      .returning();
    if (!old) throw new Error("no page");
    await callerFor("admin").pages.update({ ...old, content: "<p>Edited</p>", publishedAt: undefined });
    const history = await callerFor("admin").pages.revisions({ id: old.id });
    expect(history.map((r) => r.fields.content)).toEqual(["<p>Edited</p>", "<p>As seeded</p>"]);
    const restored = await callerFor("admin").pages.restoreRevision({
      id: old.id,
      revisionId: history[1]?.id ?? 0,
    });
    expect(restored.content).toBe("<p>As seeded</p>");
  });

  it(`keep the last ${REVISIONS_KEPT} per item`, async () => {
    const post = await newPost();
    for (let i = 0; i < REVISIONS_KEPT + 3; i++) {
      await callerFor("editor").blog.update({ ...post, title: `Save ${i}`, publishedAt: undefined });
    }
    const history = await callerFor("editor").blog.revisions({ id: post.id });
    expect(history).toHaveLength(REVISIONS_KEPT);
    expect(history[0]?.fields.title).toBe(`Save ${REVISIONS_KEPT + 2}`);
  });

  it("are restored only from the item's own history, by roles that may edit", async () => {
    const a = await newPost();
    const b = await newPost();
    const [ofB] = await callerFor("editor").blog.revisions({ id: b.id });
    expect(
      await codeOf(callerFor("editor").blog.restoreRevision({ id: a.id, revisionId: ofB?.id ?? 0 })),
    ).toBe("NOT_FOUND");
    expect(
      await codeOf(callerFor("seo_manager").blog.restoreRevision({ id: b.id, revisionId: ofB?.id ?? 0 })),
    ).toBe("FORBIDDEN");
  });
});

describe("edit versions (issue 29: a conflict with a colleague's change is shown, never overwritten)", () => {
  it("move on when a revision is restored: an editor open on the older version gets 409, for its autosave and its Update", async () => {
    const post = await newPost({ title: "Restored one" });
    const editor = callerFor("editor");
    await editor.blog.update({ ...post, title: "Restored two", publishedAt: undefined });
    const opened = await editor.blog.byId({ id: post.id });
    // A colleague restores the first version while the editor is open.
    const [, first] = await editor.blog.revisions({ id: post.id });
    await callerFor("admin").blog.restoreRevision({ id: post.id, revisionId: first?.id ?? 0 });
    expect((await editor.blog.byId({ id: post.id })).version).toBeGreaterThan(opened.version);
    const autosave = editor.blog.saveDraft({ id: post.id, title: "Typed over", baseVersion: opened.version });
    expect(await codeOf(autosave)).toBe("CONFLICT");
    const update = editor.blog.update({
      ...post,
      title: "Typed over",
      publishedAt: undefined,
      baseVersion: opened.version,
    });
    expect(await codeOf(update)).toBe("CONFLICT");
    expect((await visitor().blog.bySlug({ slug: post.slug })).title).toBe("Restored one");

    const page = await newPage({ title: "Page one" });
    await editor.pages.update({ ...page, title: "Page two", publishedAt: undefined });
    const openedPage = await editor.pages.byId({ id: page.id });
    const [, firstOfPage] = await editor.pages.revisions({ id: page.id });
    await callerFor("admin").pages.restoreRevision({ id: page.id, revisionId: firstOfPage?.id ?? 0 });
    // The restorer's editor reads the page again (its version) and goes on from there.
    const restoredPage = await callerFor("admin").pages.byId({ id: page.id });
    expect(restoredPage.version).toBeGreaterThan(openedPage.version);
    expect(
      await codeOf(
        editor.pages.saveDraft({ id: page.id, title: "Typed over", baseVersion: openedPage.version }),
      ),
    ).toBe("CONFLICT");
    await expect(
      callerFor("admin").pages.saveDraft({ id: page.id, title: "Next", baseVersion: restoredPage.version }),
    ).resolves.toMatchObject({ version: restoredPage.version + 1 });
  });

  it("stay as they were when a scheduled post or page comes due: its working copy and the open editor go on, no false conflict", async () => {
    const post = await newPost({ publishedAt: inSeconds(2) });
    const page = await newPage({ publishedAt: inSeconds(2) });
    const editor = callerFor("editor");
    const postDraft = await editor.blog.saveDraft({
      id: post.id,
      title: "Typed before it went live",
      isPublished: true,
      publishedAt: post.publishedAt?.toISOString(),
      baseVersion: (await editor.blog.byId({ id: post.id })).version,
    });
    const pageDraft = await editor.pages.saveDraft({
      id: page.id,
      title: "Typed before it went live",
      isPublished: true,
      publishedAt: page.publishedAt?.toISOString(),
      baseVersion: (await editor.pages.byId({ id: page.id })).version,
    });
    await vi.waitFor(
      async () => expect((await visitor().blog.list({ limit: 50 })).map((p) => p.slug)).toContain(post.slug),
      { timeout: 5000, interval: 200 },
    );
    await announceDuePublications(database.db, NO_JOBS);

    const openPost = await editor.blog.byId({ id: post.id });
    expect(openPost.version).toBe(postDraft.version);
    expect(openPost.draft?.title).toBe("Typed before it went live");
    const openPage = await editor.pages.byId({ id: page.id });
    expect(openPage.version).toBe(pageDraft.version);
    expect(openPage.draft?.title).toBe("Typed before it went live");
    // The open editor's next autosave and its Update go through; the post keeps the moment it went live.
    await editor.blog.saveDraft({ id: post.id, title: "Typed after", baseVersion: postDraft.version });
    const updated = await editor.blog.update({
      ...post,
      title: "Typed after",
      publishedAt: post.publishedAt?.toISOString(),
      baseVersion: postDraft.version + 1,
    });
    expect(updated.publishedAt).toEqual(post.publishedAt);
    expect((await editor.blog.byId({ id: post.id })).draft).toBeNull();
    await expect(
      editor.pages.update({
        ...page,
        title: "Typed after",
        publishedAt: page.publishedAt?.toISOString(),
        baseVersion: pageDraft.version,
      }),
    ).resolves.toMatchObject({ title: "Typed after", version: pageDraft.version + 1 });
  });
});

describe("redirects", () => {
  const rule = async (fromPath: string) =>
    (await database.db.select().from(redirects).where(eq(redirects.fromPath, fromPath)))[0];

  it("send a renamed published post's old address to the new one, chains collapsed to one hop", async () => {
    const post = await newPost();
    const rename = async (slug: string) =>
      callerFor("editor").blog.update({ ...post, slug, publishedAt: undefined });
    const first = post.slug;
    await rename(`${first}-b`);
    expect(await rule(`/blog/${first}`)).toMatchObject({
      toUrl: `/blog/${first}-b`,
      statusCode: 301,
      automatic: true,
    });
    await rename(`${first}-c`);
    expect((await rule(`/blog/${first}`))?.toUrl).toBe(`/blog/${first}-c`);
    expect((await rule(`/blog/${first}-b`))?.toUrl).toBe(`/blog/${first}-c`);
    // Back to the first name: its old redirect goes (the post lives there), and nothing loops.
    await rename(first);
    expect(await rule(`/blog/${first}`)).toBeUndefined();
    expect((await rule(`/blog/${first}-b`))?.toUrl).toBe(`/blog/${first}`);
    expect((await rule(`/blog/${first}-c`))?.toUrl).toBe(`/blog/${first}`);
  });

  it("are not made for drafts, nor for a page scheduled for later", async () => {
    const draft = await newPost({ isPublished: false });
    await callerFor("editor").blog.update({ ...draft, slug: `${draft.slug}-x`, publishedAt: undefined });
    expect(await rule(`/blog/${draft.slug}`)).toBeUndefined();
    const slug = unique("later");
    const page = await callerFor("admin").pages.create({
      title: "Later",
      slug,
      content: "<p>x</p>",
      isPublished: true,
      publishedAt: inSeconds(3600),
    });
    await callerFor("admin").pages.update({ ...page, slug: `${slug}-x`, publishedAt: undefined });
    expect(await rule(`/${slug}`)).toBeUndefined();
  });

  it("refuse a loop, naming it, and change nothing", async () => {
    const api = callerFor("seo_manager");
    const a = unique("/loop-a");
    const b = unique("/loop-b");
    const c = unique("/loop-c");
    await api.redirects.create({ fromPath: a, toUrl: b });
    await api.redirects.create({ fromPath: b, toUrl: c });
    const refusal = await api.redirects.create({ fromPath: c, toUrl: a }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect((refusal as TRPCError).code).toBe("CONFLICT");
    expect((refusal as TRPCError).message).toBe(
      `This redirect would make a loop: ${c} → ${a} → ${b} → ${c}.`,
    );
    expect(await rule(c)).toBeUndefined();
    const toSelf = await codeOf(api.redirects.create({ fromPath: "/same", toUrl: "/same/" }));
    expect(toSelf).toBe("BAD_REQUEST");
  });

  it("refuse a second redirect from one address, and addresses that belong to the site itself", async () => {
    const api = callerFor("admin");
    const from = unique("/taken");
    await api.redirects.create({ fromPath: from, toUrl: "https://example.org/elsewhere", statusCode: 302 });
    expect(await codeOf(api.redirects.create({ fromPath: from, toUrl: "/x" }))).toBe("CONFLICT");
    for (const fromPath of ["/api/blog", "/admin", "/media/x.webp", "old-page", "/a?b=1"]) {
      expect(await codeOf(api.redirects.create({ fromPath, toUrl: "/x" })), fromPath).toBe("BAD_REQUEST");
    }
    expect(
      await codeOf(api.redirects.create({ fromPath: unique("/ok"), toUrl: "javascript:alert(1)" })),
    ).toBe("BAD_REQUEST");
  });
});

describe("pages", () => {
  it("need content, as the form says", async () => {
    const api = callerFor("admin");
    for (const content of ["", "<p></p>", "<p>  </p>"]) {
      expect(
        await codeOf(api.pages.create({ title: "Empty", slug: unique("empty"), content })),
        content,
      ).toBe("BAD_REQUEST");
    }
    const picture = await api.pages.create({
      title: "Picture",
      slug: unique("pic"),
      content: '<p><img src="/media/x.webp" alt="x"></p>',
    });
    expect(picture.id).toBeTruthy();
  });

  it("keep their publishedAt: set when first published", async () => {
    const page = await callerFor("admin").pages.create({
      title: "Now",
      slug: unique("now"),
      content: "<p>x</p>",
      isPublished: true,
    });
    expect(page.publishedAt).toBeInstanceOf(Date);
    expect((await visitor().pages.bySlug({ slug: page.slug })).id).toBe(page.id);
  });
});
