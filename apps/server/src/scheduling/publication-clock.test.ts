import { followContentVersion } from "@staffing/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../testing";

// A post scheduled a few seconds ahead goes public by itself: nobody signed in, no request in
// between, and the server's cached blog page moves with it.

let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer({ withWebsite: true });
  auth = { authorization: `Bearer ${await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password)}` };
});
afterAll(() => server?.close());

const blogPage = async () => (await server.app.inject({ url: "/blog" })).body;

describe("a post scheduled a few seconds ahead", () => {
  it("is nowhere public until its moment, then shows on the cached blog page by itself", async () => {
    const title = "Scheduled Announcement From Friday";
    const publishedAt = new Date(Date.now() + 3000).toISOString();
    const created = await server.app.inject({
      method: "POST",
      url: "/api/admin/blog",
      headers: auth,
      payload: {
        title,
        slug: "scheduled-announcement",
        content: "<p>Monday news.</p>",
        isPublished: true,
        publishedAt,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().publishedAt).toBe(publishedAt);

    // The blog page is rendered and cached without it.
    expect(await blogPage()).not.toContain(title);
    expect(await blogPage()).not.toContain(title);
    expect((await server.app.inject({ url: "/blog/scheduled-announcement" })).statusCode).toBe(404);
    expect((await server.app.inject({ url: "/rss.xml" })).body).not.toContain(title);
    expect((await server.app.inject({ url: "/sitemap.xml" })).body).not.toContain("scheduled-announcement");

    // From here on, only the clock acts: the content version moves at the moment, unasked.
    const version = await followContentVersion(server.database);
    try {
      const before = version.current();
      await vi.waitFor(() => expect(version.current()).toBeGreaterThan(before), {
        timeout: 8000,
        interval: 100,
      });
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishedAt).getTime());
    } finally {
      await version.stop();
    }
    await vi.waitFor(async () => expect(await blogPage()).toContain(title), { timeout: 3000, interval: 100 });
    expect((await server.app.inject({ url: "/blog/scheduled-announcement" })).statusCode).toBe(200);
    expect((await server.app.inject({ url: "/rss.xml" })).body).toContain(title);
  });
});
