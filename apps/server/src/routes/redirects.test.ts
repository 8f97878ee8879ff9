import { blogPosts, pages, type Redirect, redirects } from "@staffing/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../testing";
import { compileRedirects } from "./redirects";

// Old addresses over HTTP: what a visitor (or a crawler) gets, and how staff manage them.

let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  auth = { authorization: `Bearer ${await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password)}` };
});
afterAll(() => server?.close());

const visit = (url: string, method: "GET" | "HEAD" = "GET") => server.app.inject({ method, url });
const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  server.app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });

describe("a renamed published post", () => {
  it("answers its old address with a 301 to the new one, and a second rename still takes one hop", async () => {
    const [post] = await server.db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).limit(1);
    if (!post) throw new Error("the demo content has published posts");
    const rename = (slug: string) =>
      admin("PUT", `/blog/${post.id}`, { ...post, slug, category: post.category, publishedAt: undefined });
    expect((await rename(`${post.slug}-renamed`)).statusCode).toBe(200);

    const old = await visit(`/blog/${post.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/blog/${post.slug}-renamed`);
    expect((await visit(`/blog/${post.slug}`, "HEAD")).statusCode).toBe(301);
    // The query string goes along; the API's own paths never redirect.
    expect((await visit(`/blog/${post.slug}?utm_source=news`)).headers.location).toBe(
      `/blog/${post.slug}-renamed?utm_source=news`,
    );
    expect((await visit(`/api/blog/${post.slug}`)).statusCode).toBe(404);

    await rename(`${post.slug}-again`);
    for (const from of [post.slug, `${post.slug}-renamed`]) {
      const answer = await visit(`/blog/${from}`);
      expect([answer.statusCode, answer.headers.location], from).toEqual([301, `/blog/${post.slug}-again`]);
    }
    expect((await visit(`/api/blog/${post.slug}-again`)).statusCode).toBe(200);
  });
});

describe("a renamed published page", () => {
  it("answers its old address with a 301 to the new one, and a second rename still takes one hop", async () => {
    const [page] = await server.db.select().from(pages).where(eq(pages.slug, "resources/case-studies"));
    if (!page?.isPublished) throw new Error("the demo content has the case studies page, published");
    const rename = (slug: string) =>
      admin("PUT", `/pages/${page.id}`, {
        title: page.title,
        slug,
        content: page.content,
        isPublished: true,
      });
    expect((await rename("resources/client-stories")).statusCode).toBe(200);

    const old = await visit(`/${page.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/resources/client-stories");
    expect((await visit(`/${page.slug}`, "HEAD")).statusCode).toBe(301);
    expect((await visit(`/${page.slug}?utm_source=news`)).headers.location).toBe(
      "/resources/client-stories?utm_source=news",
    );
    // The API's own paths never redirect: the old name is simply gone there.
    expect((await visit(`/api/pages/${page.slug}`)).statusCode).toBe(404);

    await rename("success-stories");
    for (const from of [page.slug, "resources/client-stories"]) {
      const answer = await visit(`/${from}`);
      expect([answer.statusCode, answer.headers.location], from).toEqual([301, "/success-stories"]);
    }
    expect((await visit("/api/pages/success-stories")).statusCode).toBe(200);
  });
});

describe("redirects made by hand", () => {
  it("are listed, added, edited and deleted, and apply at once", async () => {
    const created = await admin("POST", "/redirects", { fromPath: "/old-careers/", toUrl: "/careers" });
    expect(created.statusCode).toBe(201);
    const redirect = created.json() as Redirect;
    expect(redirect).toMatchObject({ fromPath: "/old-careers", toUrl: "/careers", statusCode: 301, hits: 0 });
    expect((await visit("/old-careers")).headers.location).toBe("/careers");
    expect((await visit("/old-careers/")).headers.location).toBe("/careers");

    const edited = await admin("PUT", `/redirects/${redirect.id}`, {
      fromPath: "/old-careers",
      toUrl: "https://jobs.example.com/",
      statusCode: 302,
    });
    expect(edited.statusCode).toBe(200);
    const temporary = await visit("/old-careers");
    expect([temporary.statusCode, temporary.headers.location]).toEqual([302, "https://jobs.example.com/"]);
    expect((await admin("GET", "/redirects")).json().map((r: Redirect) => r.fromPath)).toContain(
      "/old-careers",
    );

    expect((await admin("DELETE", `/redirects/${redirect.id}`)).statusCode).toBe(204);
    expect((await visit("/old-careers")).statusCode).toBe(404);
  });

  it("refuse a loop with 409, and the site's own addresses with 400", async () => {
    expect(
      (await admin("POST", "/redirects", { fromPath: "/loop-one", toUrl: "/loop-two" })).statusCode,
    ).toBe(201);
    const loop = await admin("POST", "/redirects", { fromPath: "/loop-two", toUrl: "/loop-one" });
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toEqual({
      error: "conflict",
      message: "This redirect would make a loop: /loop-two → /loop-one → /loop-two.",
    });
    const reserved = await admin("POST", "/redirects", { fromPath: "/admin/login", toUrl: "/" });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().fields).toHaveProperty("fromPath");
  });

  it("count their hits without a write in the way of the answer", async () => {
    const redirect = (
      await admin("POST", "/redirects", { fromPath: "/counted", toUrl: "/about" })
    ).json() as Redirect;
    for (let i = 0; i < 3; i++) expect((await visit("/counted")).statusCode).toBe(301);
    // Counted in memory, added to the database every few seconds.
    await vi.waitFor(
      async () => {
        const [row] = await server.db.select().from(redirects).where(eq(redirects.id, redirect.id));
        expect(row?.hits).toBe(3);
        expect(row?.lastHitAt).toBeInstanceOf(Date);
        expect(row?.updatedAt).toEqual(redirect.updatedAt ? new Date(redirect.updatedAt) : undefined);
      },
      { timeout: 10_000, interval: 250 },
    );
  });
});

describe("the in-memory table", () => {
  it("follows chains to their end and drops one that loops (written outside the API)", () => {
    const table = compileRedirects([
      { id: "1", fromPath: "/a", toUrl: "/b", statusCode: 301 },
      { id: "2", fromPath: "/b", toUrl: "/c", statusCode: 302 },
      { id: "3", fromPath: "/x", toUrl: "/y", statusCode: 301 },
      { id: "4", fromPath: "/y", toUrl: "/x", statusCode: 301 },
    ]);
    expect(table.get("/a")).toEqual({ id: "1", location: "/c", statusCode: 301 });
    expect(table.get("/b")).toEqual({ id: "2", location: "/c", statusCode: 302 });
    expect(table.has("/x")).toBe(false);
    expect(table.has("/y")).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two instances", () => {
  it("each answer a redirect added through the other, from memory", async () => {
    const other = await startTestServer({ databaseUrl: server.databaseUrl });
    try {
      await admin("POST", "/redirects", { fromPath: "/from-a", toUrl: "/contact" });
      await vi.waitFor(
        async () => expect((await other.app.inject({ url: "/from-a" })).headers.location).toBe("/contact"),
        { timeout: 3000, interval: 100 },
      );
    } finally {
      await other.close();
    }
  });
});
