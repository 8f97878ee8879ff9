import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "./testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { BODY_LIMIT_BYTES: "2048" } });
});
afterAll(() => server?.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe("health", () => {
  it("/healthz answers while the process is up", async () => {
    const response = await inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers ready while the database is reachable", async () => {
    const response = await inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ready" });
  });
});

describe("errors keep DESIGN.md's shape", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/inquiries",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Ada",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "bad_request", message: "The request body is not valid JSON." });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/inquiries",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "x".repeat(4000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: "payload_too_large" });
  });

  it("answers an empty JSON body as a missing body: 400 naming the fields, not a crash", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/inquiries",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_error", fields: { name: expect.any(Array) } });
  });

  it("answers unknown paths with 404 JSON", async () => {
    const response = await inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });

  it("never sends a stack trace", async () => {
    const response = await inject({ url: "/api/blog?page=abc" });
    expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});

describe("the REST adapter over the procedures", () => {
  it("lists published posts, newest first, ten to a page", async () => {
    const response = await inject({ url: "/api/blog?page=1&limit=10" });
    expect(response.statusCode).toBe(200);
    const posts = response.json() as { publishedAt: string; slug: string; isPublished?: boolean }[];
    expect(posts).toHaveLength(10);
    const times = posts.map((post) => Date.parse(post.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(posts[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        title: expect.any(String),
        slug: expect.any(String),
        excerpt: expect.any(String),
        featuredImage: expect.any(String),
        category: expect.any(String),
        tags: expect.any(Array),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        content: expect.any(String),
      }),
    );
    expect(posts[0]).not.toHaveProperty("authorId");
  });

  it("filters by category", async () => {
    const response = await inject({ url: "/api/blog?page=1&limit=10&category=Remote%20Work" });
    const posts = response.json() as { category: string }[];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.category === "Remote Work")).toBe(true);
  });

  it("refuses bad paging and categories with 400 naming the field", async () => {
    for (const [url, field] of [
      ["/api/blog?page=0", "page"],
      ["/api/blog?limit=51", "limit"],
      ["/api/blog?page=abc", "page"],
      ["/api/blog?category=Cooking", "category"],
    ] as const) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields, url).toHaveProperty(field);
      expect(response.json().message, url).toContain(field);
    }
  });

  it("serves one published post by slug, and 404 for an unknown one", async () => {
    const [first] = (await inject({ url: "/api/blog?page=1&limit=1" })).json() as { slug: string }[];
    const found = await inject({ url: `/api/blog/${first?.slug}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ slug: first?.slug });

    const missing = await inject({ url: "/api/blog/no-such-post" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "not_found", message: "Blog post not found." });
  });

  it("closes the admin API to callers without a valid token", async () => {
    for (const authorization of [undefined, "Bearer not-a-token", "Basic abc"]) {
      const response = await inject({
        url: "/api/admin/stats",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: "unauthorized" });
    }
  });

  it("answers the dashboard counters, with no mail warning while mail keeps up", async () => {
    const token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await inject({ url: "/api/admin/stats", headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalPages: expect.any(Number), mailBehindMinutes: null });
  });

  it("serves the demo content's featured images", async () => {
    const [first] = (await inject({ url: "/api/blog?page=1&limit=1" })).json() as { featuredImage: string }[];
    const image = await inject({ url: first?.featuredImage ?? "" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });
});

describe("tRPC at /trpc", () => {
  it("answers a batched call of two procedures", async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { page: 1, limit: 2 }, 1: { pageType: "home" } }));
    const response = await inject({ url: `/trpc/blog.list,seo.forPageType?batch=1&input=${input}` });
    expect(response.statusCode).toBe(200);
    const [posts, seo] = response.json() as [
      { result: { data: unknown[] } },
      { result: { data: { title?: string } } },
    ];
    expect(posts.result.data).toHaveLength(2);
    expect(typeof seo.result.data.title).toBe("string");
  });

  it("carries zod's field errors to the client", async () => {
    const input = encodeURIComponent(JSON.stringify({ page: 0 }));
    const response = await inject({ url: `/trpc/blog.list?input=${input}` });
    expect(response.statusCode).toBe(400);
    const body = response.json() as {
      error: { data: { fieldErrors: Record<string, string[]>; stack?: string } };
    };
    expect(body.error.data.fieldErrors).toHaveProperty("page");
    expect(body.error.data.stack).toBeUndefined();
  });
});
