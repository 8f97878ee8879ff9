import { blogPosts } from "@staffing/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessToken, startTestServer, TEST_ADMIN, type TestServer } from "../testing";
import { PER_VISITOR, publicCacheControl, SHARED_CACHE_SECONDS_DEFAULT } from "./cache-control";
import { keyOnTheWire } from "./surrogate-keys";

// What a shared cache (Varnish, a CDN) and a browser are told about each answer: who may keep it,
// how long, under which keys, and by which ETag it is asked for again.

const PUBLIC = publicCacheControl(SHARED_CACHE_SECONDS_DEFAULT, null);
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ withWebsite: true });
  token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
  await server.db.insert(blogPosts).values({
    title: "Held at the edge",
    slug: "held-at-the-edge",
    content: "<p>Kept</p>",
    isPublished: true,
    publishedAt: new Date(Date.now() - 60_000),
  });
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { "accept-encoding": "identity", ...headers } });
const keysOf = (headers: Record<string, unknown>) => String(headers["surrogate-key"] ?? "").split(" ");

describe("public pages", () => {
  it("may be kept by a shared cache for SHARED_CACHE_SECONDS, named by what they show", async () => {
    const about = await get("/about");
    expect(about.statusCode).toBe(200);
    expect(about.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=86400",
    );
    expect(keysOf(about.headers)).toEqual(
      expect.arrayContaining(["page:about", "profile", "navigation", "seo"]),
    );
    expect(about.headers["cache-tag"]).toBe(keysOf(about.headers).join(","));

    const post = await get("/blog/held-at-the-edge");
    expect(keysOf(post.headers)).toContain("post:held-at-the-edge");
    expect(keysOf((await get("/blog")).headers)).toContain("posts");
    expect(keysOf((await get("/")).headers)).toContain("page:home");
    // Answered from the front door's copy: the same policy and keys.
    const again = await get("/about");
    expect([again.headers["cache-control"], again.headers["surrogate-key"]]).toEqual([
      about.headers["cache-control"],
      about.headers["surrogate-key"],
    ]);
  });

  it("name addresses no header could carry percent-encoded, as the purges name them", async () => {
    // A NUL, an emoji or a comma in an address: the not-found page, never a failed header (a 500).
    const nul = await get("/blog/a%00b");
    expect(nul.statusCode).toBe(404);
    expect(keysOf(nul.headers)).toContain("post:a%00b");
    const robot = await get("/%F0%9F%A4%96,x");
    expect(robot.statusCode).toBe(404);
    expect(keysOf(robot.headers)).toContain("page:%F0%9F%A4%96%2Cx");
    expect(robot.headers["cache-tag"]).toBe(keysOf(robot.headers).join(","));
    // A redirect is keyed by its decoded path: /über-uns is the key a redirect from it purges.
    expect(keysOf((await get("/%C3%BCber-uns")).headers)).toContain(`page:${keyOnTheWire("über-uns")}`);
  });

  it("give each encoding its own ETag, and 304 only for the encoding held", async () => {
    const identity = await get("/about");
    const br = await get("/about", { "accept-encoding": "br" });
    const gzip = await get("/about", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    const tags = [identity.headers.etag, br.headers.etag, gzip.headers.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(
      (await get("/about", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) })).statusCode,
    ).toBe(304);
    // A gzip copy is not the br body: asked with its tag, the br body is sent.
    const other = await get("/about", {
      "accept-encoding": "br",
      "if-none-match": String(gzip.headers.etag),
    });
    expect([other.statusCode, other.headers.etag]).toEqual([200, br.headers.etag]);
  });

  it("never outlive a publication scheduled sooner than SHARED_CACHE_SECONDS", async () => {
    await server.db.insert(blogPosts).values({
      title: "Soon",
      slug: "soon",
      isPublished: true,
      publishedAt: new Date(Date.now() + 90_000),
    });
    // The instance hears of the change (the content version's announcement) and reads the schedule.
    let seconds = Number.POSITIVE_INFINITY;
    for (let tries = 0; tries < 100 && !(seconds <= 90); tries++) {
      const cacheControl = String((await get("/blog")).headers["cache-control"]);
      seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
      if (!(seconds <= 90)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seconds).toBeLessThanOrEqual(90);
    expect(seconds).toBeGreaterThan(0);
    await server.db.delete(blogPosts).where(eqSlug("soon"));
  });

  it("keep a search's results to the searcher, out of every index", async () => {
    const searched = await get("/blog?q=remote");
    expect(searched.headers["cache-control"]).toBe(PER_VISITOR);
    expect(searched.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(searched.headers["surrogate-key"]).toBeUndefined();
  });
});

describe("public reads", () => {
  it.each([
    ["/api/blog", "posts"],
    ["/api/blog/held-at-the-edge", "post:held-at-the-edge"],
    ["/api/site", "profile"],
    ["/api/navigation", "navigation"],
    ["/rss.xml", "posts"],
    ["/sitemap.xml", "pages"],
  ])("%s: public, keyed, with an ETag per encoding and 304", async (url, key) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).toBe(PUBLIC);
    expect(keysOf(plain.headers)).toContain(key);
    expect((await get(url, { "if-none-match": String(plain.headers.etag) })).statusCode).toBe(304);
    const gzip = await get(url, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
    const revisit = await get(url, { "accept-encoding": "gzip", "if-none-match": String(gzip.headers.etag) });
    expect([revisit.statusCode, revisit.body]).toEqual([304, ""]);
  });

  it("keeps a post that is not there under that post's key, so its publication purges the 404", async () => {
    const missing = await get("/api/blog/not-written-yet");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe(PUBLIC);
    expect(keysOf(missing.headers)).toEqual(["post:not-written-yet"]);
    expect(missing.json()).toMatchObject({ error: "not_found" });
  });

  it("keeps search answers to the searcher, out of every index", async () => {
    const search = await get("/api/search?q=remote");
    expect(search.headers["cache-control"]).toBe(PER_VISITOR);
    expect(search.headers["x-robots-tag"]).toBe("noindex");
  });
});

describe("staff answers", () => {
  it.each([
    ["/api/admin/inquiries", true],
    ["/api/admin/inquiries", false],
    ["/api/admin/edge-purges", true],
    ["/trpc/inquiries.list", true],
    ["/trpc/site.profile", false],
    ["/auth/v1/user", true],
  ])("%s (signed in: %s) is kept by no cache", async (url, signedIn) => {
    const response = await server.app.inject({
      url,
      headers: signedIn ? { authorization: `Bearer ${token}`, apikey: server.config.auth.anonKey } : {},
    });
    expect(response.headers["cache-control"]).toMatch(/(?:^|, )no-store$/);
    expect(response.headers["surrogate-key"]).toBeUndefined();
  });
});

function eqSlug(slug: string) {
  return sql`${blogPosts.slug} = ${slug}`;
}
