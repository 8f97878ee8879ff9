import {
  auditLog,
  blogPosts,
  contentRevisions,
  pages,
  readContentVersion,
  workingCopies,
} from "@staffing/db";
import { FEED_PATH, SYSTEM_PAGE_MESSAGES, type UserRole, VALIDATION_MESSAGES } from "@staffing/shared";
import { and, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../../testing";

// Drafts that autosave without touching the live site (issue 19, point 3): PUT .../draft keeps a
// working copy beside the live item, which visitors, the sitemap, the feed, the public API and the
// content version never see; the spec's PUT makes it live and drops it; one revision per live save.

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
      expect(Object.keys(saved.json())).toEqual(["savedAt"]);
      expect(Date.parse(saved.json().savedAt)).toBeGreaterThan(Date.now() - 60_000);
    }

    expect(await publicView(`/${page.slug}`, `/api/pages/${page.slug}`)).toEqual(before);
    // No revision and no audit entry per autosave; one working copy, however many autosaves.
    expect(await countsOf(page.id)).toEqual(counts);
    expect(await workingCopyRows(page.id)).toHaveLength(1);
  });

  it("is what GET /api/admin/pages/{id} answers as `draft`, checked and sanitized as a save is", async () => {
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
      { type: "faq", heading: "", items: [{ question: "Autosaved question?", answer: "Autosaved answer." }] },
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
    expect(await workingCopyRows(page.id)).toEqual([]);
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

  it("is refused as a save would be: 400 naming the field, 409 for a taken slug or a system page's rules", async () => {
    const page = await newPublishedPage();
    const save = (id: string, payload: object) =>
      call("editor", { method: "PUT", url: `/api/admin/pages/${id}/draft`, payload });

    const bad = await save(page.id, {
      ...draftBody(page.slug),
      sections: [{ type: "faq", items: [{ question: "?" }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["sections.0.items.0.answer"]);

    const image = await save(page.id, {
      ...draftBody(page.slug),
      sections: [
        {
          type: "hero",
          heading: "Hi",
          image: { src: "/media/0123456789abcdef0123456789abcdef-10x10.png", alt: "" },
        },
      ],
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().fields).toEqual({ "sections.0.image.src": [VALIDATION_MESSAGES.imageNotInLibrary] });

    const other = await newPublishedPage();
    const taken = await save(page.id, draftBody(other.slug));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A page with this slug already exists.");

    const [contact] = await server.db.select().from(pages).where(eq(pages.slug, "contact"));
    const renamed = await save(contact?.id ?? "", draftBody("contact-us"));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(SYSTEM_PAGE_MESSAGES.cannotRename);

    expect(await workingCopyRows(page.id)).toEqual([]);
    expect((await save("00000000-0000-4000-8000-000000000000", draftBody(page.slug))).statusCode).toBe(404);
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
    expect(rows).toEqual([]);
  });

  it("over tRPC: saveDraft answers { savedAt }, byId the draft, discardDraft drops it", async () => {
    const [post] = await server.db.select().from(blogPosts).limit(1);
    if (!post) throw new Error("the demo content has posts");
    const trpc = (procedure: string, payload?: object) =>
      payload
        ? call("editor", { method: "POST", url: `/trpc/${procedure}`, payload })
        : call("editor", { url: `/trpc/${procedure}` });
    const saved = await trpc("blog.saveDraft", { id: post.id, title: "Via tRPC", slug: post.slug });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Object.keys(saved.json().result.data)).toEqual(["savedAt"]);
    const input = encodeURIComponent(JSON.stringify({ id: post.id }));
    const opened = await trpc(`blog.byId?input=${input}`);
    expect(opened.json().result.data.draft.title).toBe("Via tRPC");
    expect((await trpc("blog.discardDraft", { id: post.id })).statusCode).toBe(200);
    expect((await trpc(`blog.byId?input=${input}`)).json().result.data.draft).toBeNull();
  });
});
