import {
  auditLog,
  blogPosts,
  contentRevisions,
  pages,
  readContentVersion,
  workingCopies,
} from "@staffing/db";
import { FEED_PATH, SYSTEM_PAGE_MESSAGES, type UserRole } from "@staffing/shared";
import { and, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../../testing";

// Drafts that autosave without touching the live site (issue 19, point 3): PUT .../draft keeps a
// working copy beside the live item, which visitors, the sitemap, the feed, the public API and the
// content version never see; the spec's PUT makes it live and drops it; one revision per live save.
// Nothing typed is lost (issue 29, point 1): a working copy keeps the form as typed, valid or not,
// and the save that goes live checks it; a save based on an older version is refused (409), never
// written over a colleague's change.

let server: TestServer;
const tokens = {} as Record<UserRole, string>;

beforeAll(async () => {
  server = await startTestServer({ withWebsite: true });
  Object.assign(tokens, await tokensForEveryRole(server, "drafts-password-123"));
}, 120_000);
afterAll(() => server?.close());

const call = (role: UserRole | null, options: InjectOptions) =>
  server.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });
const n = () => Math.random().toString(36).slice(2, 8);

/** Everything a visitor, a crawler or a feed reader can see of the site, and the content version. */
async function publicView(pagePath: string, apiPath: string) {
  const text = async (url: string) => (await call(null, { url })).body;
  return {
    page: await text(pagePath),
    api: await text(apiPath),
    sitemap: await text("/sitemap.xml"),
    feed: await text(FEED_PATH),
    search: await text("/api/search?q=autosaved"),
    version: await readContentVersion(server.db),
  };
}

async function countsOf(entityId: string) {
  const revisions = await server.db
    .select({ n: count() })
    .from(contentRevisions)
    .where(eq(contentRevisions.entityId, entityId));
  const audit = await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, entityId));
  return { revisions: revisions[0]?.n, audit: audit[0]?.n };
}

const workingCopyRows = async (entityId: string) =>
  server.db.select().from(workingCopies).where(eq(workingCopies.entityId, entityId));
/** The working copy's fields: null once it went live or was dropped (the row keeps the version). */
const workingCopyFields = async (entityId: string) =>
  (await workingCopyRows(entityId)).map((row) => row.fields);

async function newPublishedPage() {
  const slug = `autosave-${n()}`;
  const response = await call("editor", {
    method: "POST",
    url: "/api/admin/pages",
    payload: {
      title: "Live title",
      slug,
      sections: [{ type: "faq", items: [{ question: "Live question?", answer: "Live answer." }] }],
      isPublished: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; slug: string };
}

const draftBody = (slug: string) => ({
  title: "Autosaved title",
  slug,
  sections: [
    { type: "faq", items: [{ question: "Autosaved question?", answer: "Autosaved answer." }] },
    { type: "richText", html: "<p onclick='x()'>Autosaved text</p><script>alert(1)</script>" },
  ],
  isPublished: true,
});

describe("a page's working copy", () => {
  it("is kept by PUT .../draft without changing what visitors, the sitemap, the feed or the API see", async () => {
    const page = await newPublishedPage();
    const before = await publicView(`/${page.slug}`, `/api/pages/${page.slug}`);
    const counts = await countsOf(page.id);
    expect(before.page).toContain("Live title");

    for (let i = 0; i < 3; i++) {
      const saved = await call("editor", {
        method: "PUT",
        url: `/api/admin/pages/${page.id}/draft`,
        payload: draftBody(page.slug),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(Object.keys(saved.json())).toEqual(["savedAt", "version"]);
      expect(Date.parse(saved.json().savedAt)).toBeGreaterThan(Date.now() - 60_000);
    }

    expect(await publicView(`/${page.slug}`, `/api/pages/${page.slug}`)).toEqual(before);
    // No revision and no audit entry per autosave; one working copy, however many autosaves.
    expect(await countsOf(page.id)).toEqual(counts);
    expect(await workingCopyRows(page.id)).toHaveLength(1);
  });

  it("is what GET /api/admin/pages/{id} answers as `draft`, as typed with its rich text sanitized", async () => {
    const page = await newPublishedPage();
    const saved = await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: draftBody(page.slug),
    });
    const opened = (await call("seo_manager", { url: `/api/admin/pages/${page.id}` })).json();
    expect(opened.title).toBe("Live title");
    expect(opened.draft).toMatchObject({
      title: "Autosaved title",
      slug: page.slug,
      content: "",
      metaTitle: null,
      isPublished: true,
      savedAt: saved.json().savedAt,
    });
    expect(opened.draft.sections).toEqual([
      { type: "faq", items: [{ question: "Autosaved question?", answer: "Autosaved answer." }] },
      { type: "richText", html: "<p>Autosaved text</p>" },
    ]);
  });

  it("goes live with the spec's PUT, which drops it and keeps one revision", async () => {
    const page = await newPublishedPage();
    await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: draftBody(page.slug),
    });
    const versionBefore = await readContentVersion(server.db);
    const { revisions } = await countsOf(page.id);

    const live = await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}`,
      payload: draftBody(page.slug),
    });
    expect(live.statusCode).toBe(200);
    expect((await call("editor", { url: `/api/admin/pages/${page.id}` })).json().draft).toBeNull();
    expect(await workingCopyFields(page.id)).toEqual([null]);
    expect((await countsOf(page.id)).revisions).toBe((revisions ?? 0) + 1);
    expect(await readContentVersion(server.db)).toBeGreaterThan(versionBefore);
    expect((await call(null, { url: `/api/pages/${page.slug}` })).json().title).toBe("Autosaved title");
    expect((await call(null, { url: `/${page.slug}` })).body).toContain("Autosaved title");
  });

  it("is dropped by DELETE .../draft (204, also when there is none); the live page stays", async () => {
    const page = await newPublishedPage();
    await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: draftBody(page.slug),
    });
    const discard = () => call("editor", { method: "DELETE", url: `/api/admin/pages/${page.id}/draft` });
    const first = await discard();
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe("");
    expect((await call("editor", { url: `/api/admin/pages/${page.id}` })).json()).toMatchObject({
      title: "Live title",
      draft: null,
    });
    expect((await discard()).statusCode).toBe(204);
  });

  it("keeps whatever was typed (an empty title, a half-filled or unknown section, an over-long text) and reads it back as sent", async () => {
    const page = await newPublishedPage();
    const typed = {
      title: "",
      slug: page.slug,
      content: "",
      sections: [
        { type: "faq", heading: "", items: [{ question: "Half a question", answer: "" }] },
        { type: "hero", heading: "H".repeat(5000), buttons: [{ label: "", href: "" }] },
        { type: "notYetKnown", note: "kept as typed" },
      ],
      metaTitle: "M".repeat(300),
      metaDescription: null,
      canonicalUrl: "not a link",
      isPublished: true,
    };
    const saved = await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: typed,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { draft } = (await call("editor", { url: `/api/admin/pages/${page.id}` })).json();
    const { savedAt, ...fields } = draft;
    expect(fields).toEqual(typed);
    expect(savedAt).toBe(saved.json().savedAt);
    // The live page and its visitors see none of it.
    expect((await call(null, { url: `/api/pages/${page.slug}` })).json().title).toBe("Live title");

    // Going live checks every field: 400 naming each one; the working copy stays as it was.
    const live = await call("editor", { method: "PUT", url: `/api/admin/pages/${page.id}`, payload: typed });
    expect(live.statusCode).toBe(400);
    expect(Object.keys(live.json().fields)).toEqual(
      expect.arrayContaining([
        "title",
        "sections.0.items.0.answer",
        "sections.1.heading",
        "sections.1.buttons.0.label",
        "metaTitle",
        "canonicalUrl",
      ]),
    );
    expect((await call("editor", { url: `/api/admin/pages/${page.id}` })).json().draft).toEqual(draft);
  });

  it("takes a taken slug or a system page's new slug until it goes live, which refuses them (409)", async () => {
    const page = await newPublishedPage();
    const other = await newPublishedPage();
    const save = (id: string, payload: object, url = `/api/admin/pages/${id}/draft`) =>
      call("editor", { method: "PUT", url, payload });
    expect((await save(page.id, draftBody(other.slug))).statusCode).toBe(200);
    const taken = await save(page.id, draftBody(other.slug), `/api/admin/pages/${page.id}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A page with this slug already exists.");

    const [contact] = await server.db.select().from(pages).where(eq(pages.slug, "contact"));
    const contactId = contact?.id ?? "";
    expect((await save(contactId, draftBody("contact-us"))).statusCode).toBe(200);
    const renamed = await save(contactId, draftBody("contact-us"), `/api/admin/pages/${contactId}`);
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(SYSTEM_PAGE_MESSAGES.cannotRename);
    await call("editor", { method: "DELETE", url: `/api/admin/pages/${contactId}/draft` });
    expect((await save("00000000-0000-4000-8000-000000000000", draftBody(page.slug))).statusCode).toBe(404);
  });

  it("is capped by the request body limit alone: 413 beyond it, nothing stored", async () => {
    const page = await newPublishedPage();
    const huge = await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: { ...draftBody(page.slug), content: "x".repeat(1_100_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(await workingCopyRows(page.id)).toEqual([]);
  });

  it("is refused (409, naming who changed the page and when) when based on an older version", async () => {
    const page = await newPublishedPage();
    const opened = async () => (await call("admin", { url: `/api/admin/pages/${page.id}` })).json();
    const { version } = await opened();
    expect(version).toBe(0);
    const save = (role: UserRole, baseVersion: number, title: string, url = `/api/admin/pages/${page.id}`) =>
      call(role, { method: "PUT", url, payload: { ...draftBody(page.slug), title, baseVersion } });

    // The editor types; the admin, who opened the page before, saves over it: refused.
    const editorSave = await save(
      "editor",
      version,
      "The editor's title",
      `/api/admin/pages/${page.id}/draft`,
    );
    expect(editorSave.statusCode, editorSave.body).toBe(200);
    expect(editorSave.json().version).toBe(version + 1);
    const stale = await save("admin", version, "The admin's title", `/api/admin/pages/${page.id}/draft`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: "conflict",
      message: expect.stringContaining("editor changed this page at"),
      changedBy: "editor",
      changedAt: editorSave.json().savedAt,
    });
    expect((await opened()).draft.title).toBe("The editor's title");
    // Going live on the older version is refused as well; on the stored one it goes.
    expect((await save("admin", version, "The admin's title")).statusCode).toBe(409);
    expect((await call(null, { url: `/api/pages/${page.slug}` })).json().title).toBe("Live title");
    const current = (await opened()).version;
    const live = await save("admin", current, "The admin's title");
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().version).toBe(current + 1);
    // The editor's next autosave is based on the version before the admin's: refused, naming the admin.
    const after = await save("editor", current, "More of the editor's", `/api/admin/pages/${page.id}/draft`);
    expect(after.statusCode).toBe(409);
    expect(after.json().changedBy).toBe("admin");
    // A client that sends no version (the spec's PUT) saves as before.
    const unchecked = await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: draftBody(page.slug),
    });
    expect(unchecked.statusCode).toBe(200);
  });

  it("is shown by the signed preview (POST .../preview), which shows the live page without one", async () => {
    const page = await newPublishedPage();
    const previewAddress = async () => {
      const response = await call("seo_manager", {
        method: "POST",
        url: `/api/admin/pages/${page.id}/preview`,
      });
      return new URL(response.json().url).pathname;
    };
    const withoutDraft = (await call(null, { url: await previewAddress() })).body;
    expect(withoutDraft).toContain("Live title");

    await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: draftBody(page.slug),
    });
    const preview = await call(null, { url: await previewAddress() });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Autosaved title");
    expect(preview.body).not.toContain("Live title");
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect((await call(null, { url: `/${page.slug}` })).body).toContain("Live title");
  });

  it("needs the roles of editing: content:write to save and drop, content:read to open", async () => {
    const page = await newPublishedPage();
    const request = {
      method: "PUT" as const,
      url: `/api/admin/pages/${page.id}/draft`,
      payload: draftBody(page.slug),
    };
    expect((await call(null, request)).statusCode).toBe(401);
    expect((await call("seo_manager", request)).statusCode).toBe(403);
    expect(
      (await call("seo_manager", { method: "DELETE", url: `/api/admin/pages/${page.id}/draft` })).statusCode,
    ).toBe(403);
    expect(await workingCopyRows(page.id)).toEqual([]);
    expect((await call("admin", request)).statusCode).toBe(200);
  });

  it("goes with its page", async () => {
    const page = await newPublishedPage();
    await call("editor", {
      method: "PUT",
      url: `/api/admin/pages/${page.id}/draft`,
      payload: draftBody(page.slug),
    });
    expect((await call("editor", { method: "DELETE", url: `/api/admin/pages/${page.id}` })).statusCode).toBe(
      204,
    );
    expect(await workingCopyRows(page.id)).toEqual([]);
  });
});

describe("a post's working copy", () => {
  const POST = "five-staffing-trends-shaping-hiring-in-2026";

  it("is kept apart from the live post, shown as `draft`, and goes live with PUT", async () => {
    const [post] = await server.db.select().from(blogPosts).where(eq(blogPosts.slug, POST));
    if (!post) throw new Error("the demo content has this post");
    const before = await publicView(`/blog/${POST}`, `/api/blog/${POST}`);
    const counts = await countsOf(post.id);
    const body = {
      title: "An autosaved headline",
      slug: POST,
      content: "<p>Autosaved body</p><img src=x onerror=alert(1)>",
      tags: post.tags,
      category: post.category,
      isPublished: true,
    };

    const saved = await call("editor", {
      method: "PUT",
      url: `/api/admin/blog/${post.id}/draft`,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicView(`/blog/${POST}`, `/api/blog/${POST}`)).toEqual(before);
    expect(await countsOf(post.id)).toEqual(counts);

    const opened = (await call("seo_manager", { url: `/api/admin/blog/${post.id}` })).json();
    expect(opened.title).toBe(post.title);
    expect(opened.draft).toMatchObject({ title: "An autosaved headline", savedAt: saved.json().savedAt });
    expect(opened.draft.content).toContain("<p>Autosaved body</p>");
    expect(opened.draft.content).not.toContain("onerror");

    const token = await call("editor", { method: "POST", url: `/api/admin/blog/${post.id}/preview` });
    const preview = (await call(null, { url: new URL(token.json().url).pathname })).body;
    expect(preview).toContain("An autosaved headline");

    const live = await call("editor", { method: "PUT", url: `/api/admin/blog/${post.id}`, payload: body });
    expect(live.statusCode).toBe(200);
    expect((await call("editor", { url: `/api/admin/blog/${post.id}` })).json().draft).toBeNull();
    expect((await countsOf(post.id)).revisions).toBe((counts.revisions ?? 0) + (counts.revisions ? 1 : 2));
    expect((await call(null, { url: FEED_PATH })).body).toContain("An autosaved headline");
  });

  it("is dropped by DELETE .../draft", async () => {
    const [post] = await server.db.select().from(blogPosts).limit(1);
    if (!post) throw new Error("the demo content has posts");
    await call("editor", {
      method: "PUT",
      url: `/api/admin/blog/${post.id}/draft`,
      payload: { title: "Half written", slug: post.slug },
    });
    expect(
      (await call("editor", { method: "DELETE", url: `/api/admin/blog/${post.id}/draft` })).statusCode,
    ).toBe(204);
    const rows = await server.db
      .select()
      .from(workingCopies)
      .where(and(eq(workingCopies.entityType, "blog_post"), eq(workingCopies.entityId, post.id)));
    expect(rows.map((row) => row.fields)).toEqual([null]);
  });

  it("keeps whatever was typed, goes live only once every field checks, and refuses an older version", async () => {
    const created = await call("editor", {
      method: "POST",
      url: "/api/admin/blog",
      payload: { title: "A post to write", slug: `to-write-${n()}`, content: "<p>Live body</p>" },
    });
    const post = created.json() as { id: string; slug: string };
    const typed = {
      title: "",
      slug: post.slug,
      content: "<p>Half a sentence</p>",
      excerpt: "E".repeat(3000),
      featuredImage: null,
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: null,
      tags: ["", "T".repeat(80)],
      category: null,
      isPublished: true,
      authorId: null,
    };
    const url = `/api/admin/blog/${post.id}`;
    const saved = await call("editor", {
      method: "PUT",
      url: `${url}/draft`,
      payload: { ...typed, baseVersion: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const opened = (await call("editor", { url })).json();
    const { savedAt: _, ...fields } = opened.draft;
    expect(fields).toEqual(typed);
    expect(opened.version).toBe(saved.json().version);

    const live = await call("editor", { method: "PUT", url, payload: typed });
    expect(live.statusCode).toBe(400);
    expect(Object.keys(live.json().fields)).toEqual(
      expect.arrayContaining(["title", "excerpt", "tags.0", "tags.1"]),
    );

    const stale = await call("admin", {
      method: "PUT",
      url: `${url}/draft`,
      payload: { ...typed, baseVersion: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changedBy: "editor", changedAt: saved.json().savedAt });
    expect(stale.json().message).toContain("editor changed this post at");
  });

  it("over tRPC: saveDraft answers { savedAt, version }, byId the draft, discardDraft drops it", async () => {
    const [post] = await server.db.select().from(blogPosts).limit(1);
    if (!post) throw new Error("the demo content has posts");
    const trpc = (procedure: string, payload?: object) =>
      payload
        ? call("editor", { method: "POST", url: `/trpc/${procedure}`, payload })
        : call("editor", { url: `/trpc/${procedure}` });
    const saved = await trpc("blog.saveDraft", { id: post.id, title: "Via tRPC", slug: post.slug });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Object.keys(saved.json().result.data)).toEqual(["savedAt", "version"]);
    const input = encodeURIComponent(JSON.stringify({ id: post.id }));
    const opened = await trpc(`blog.byId?input=${input}`);
    expect(opened.json().result.data.draft.title).toBe("Via tRPC");
    expect((await trpc("blog.discardDraft", { id: post.id })).statusCode).toBe(200);
    expect((await trpc(`blog.byId?input=${input}`)).json().result.data.draft).toBeNull();
  });
});
