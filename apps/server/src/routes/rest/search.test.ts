import { blogPosts, pages } from "@staffing/db";
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX_LENGTH, VALIDATION_MESSAGES } from "@staffing/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing";

// The site search over HTTP: GET /api/blog?q= (the blog list's search) and GET /api/search. Each
// test's words are made up, so the demo content never matches them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
let slugs = 0;
const post = (values: Partial<typeof blogPosts.$inferInsert> & { title: string }) =>
  server.db.insert(blogPosts).values({
    slug: `search-post-${++slugs}`,
    isPublished: true,
    publishedAt: minutesAgo(60),
    ...values,
  });
const page = (values: Partial<typeof pages.$inferInsert> & { title: string; slug: string }) =>
  server.db.insert(pages).values({ isPublished: true, publishedAt: minutesAgo(60), ...values });

async function get(url: string) {
  const response = await server.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
}
const blogTitles = async (query: string) => {
  const { status, body } = await get(`/api/blog?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { title: string }[]).map((item) => item.title);
};
type Item = { title: string; url: string; excerpt: string | null; highlight: string };
const searchItems = async (query: string) => {
  const { status, body } = await get(`/api/search?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { items: Item[] }).items;
};

describe("the blog list's search", () => {
  it("finds a word from its start, in the title, the excerpt, the body or a tag", async () => {
    await post({ title: "Zanzibarization of hiring" });
    await post({ title: "Excerpt one", excerpt: "On quellwater teams" });
    await post({ title: "Body one", content: "<p>The <strong>mirrowind</strong> method</p>" });
    await post({ title: "Tag one", tags: ["Fennelspire"] });
    expect(await blogTitles("q=zanzibar")).toEqual(["Zanzibarization of hiring"]);
    expect(await blogTitles("q=QUELL")).toEqual(["Excerpt one"]);
    expect(await blogTitles("q=mirrow")).toEqual(["Body one"]);
    expect(await blogTitles("q=fennel")).toEqual(["Tag one"]);
    // Every word must match, each from its start.
    expect(await blogTitles("q=mirrow%20meth")).toEqual(["Body one"]);
    expect(await blogTitles("q=mirrow%20quell")).toEqual([]);
    expect(await blogTitles("q=irrowind")).toEqual([]);
  });

  it("does not find the markup around the words", async () => {
    await post({ title: "Markup one", content: '<p class="velvetcrank">Plain words</p>' });
    expect(await blogTitles("q=velvetcrank")).toEqual([]);
  });

  it("puts a title match above a body match, however new the other post", async () => {
    await post({ title: "Vortexium in the title", publishedAt: minutesAgo(600) });
    await post({
      title: "Only in the body",
      content: "<p>vortexium vortexium vortexium vortexium vortexium</p>",
      publishedAt: minutesAgo(1),
    });
    expect(await blogTitles("q=vortex")).toEqual(["Vortexium in the title", "Only in the body"]);
  });

  it("searches within a category, a page at a time", async () => {
    for (const n of [1, 2, 3]) {
      await post({ title: `Plinthwork tech ${n}`, category: "Technology", publishedAt: minutesAgo(n) });
    }
    await post({ title: "Plinthwork HR", category: "HR Management" });
    expect(await blogTitles("q=plinth&category=Technology&limit=2&page=1")).toEqual([
      "Plinthwork tech 1",
      "Plinthwork tech 2",
    ]);
    expect(await blogTitles("q=plinth&category=Technology&limit=2&page=2")).toEqual(["Plinthwork tech 3"]);
    expect(await blogTitles("q=plinth&category=HR%20Management")).toEqual(["Plinthwork HR"]);
  });

  it("refuses a search longer than 200 characters with 400", async () => {
    const { status, body } = await get(`/api/blog?q=${"a".repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`);
    expect(status).toBe(400);
    expect(body.fields.q).toEqual([VALIDATION_MESSAGES.searchTooLong]);
  });

  it("takes tsquery operators as plain text, and a search of no word as none", async () => {
    await post({ title: "Operator proof glintwheel" });
    expect(await blogTitles(`q=${encodeURIComponent("glint:* & !(' \\ |")}`)).toEqual([
      "Operator proof glintwheel",
    ]);
    const all = await blogTitles("limit=5");
    expect(await blogTitles(`q=${encodeURIComponent("!&|:*()")}&limit=5`)).toEqual(all);
  });
});

describe("drafts, scheduled and deleted items", () => {
  it("never appear in either search", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    await post({ title: "Hushmoor published" });
    await post({ title: "Hushmoor draft", isPublished: false, publishedAt: null });
    await post({ title: "Hushmoor scheduled", publishedAt: tomorrow });
    await post({ title: "Hushmoor deleted", slug: "hushmoor-deleted" });
    await server.db.delete(blogPosts).where(eq(blogPosts.slug, "hushmoor-deleted"));
    await page({ title: "Hushmoor page", slug: "hushmoor-page" });
    await page({
      title: "Hushmoor draft page",
      slug: "hushmoor-draft",
      isPublished: false,
      publishedAt: null,
    });
    await page({ title: "Hushmoor scheduled page", slug: "hushmoor-later", publishedAt: tomorrow });

    expect(await blogTitles("q=hushmoor")).toEqual(["Hushmoor published"]);
    expect((await searchItems("q=hushmoor")).map((item) => item.title).sort()).toEqual([
      "Hushmoor page",
      "Hushmoor published",
    ]);
  });
});

describe("GET /api/search", () => {
  it("answers posts and pages with their address, excerpt and the matched words marked", async () => {
    await post({
      title: "Glimmerstone guide",
      slug: "glimmerstone-guide",
      excerpt: "A short guide",
      content: "<p>Tom &amp; Jerry use <em>glimmerstone</em> daily.</p>",
    });
    await page({
      title: "Careers",
      slug: "about/careers",
      metaDescription: "Work with us",
      content: "<p>We mine glimmerstones.</p>",
    });
    const items = await searchItems("q=glimmer");
    expect(items).toHaveLength(2);
    const [first, second] = items;
    // The post's title matches: it ranks above the page, whose body alone does.
    expect(first).toEqual({
      title: "Glimmerstone guide",
      url: "/blog/glimmerstone-guide",
      excerpt: "A short guide",
      highlight: "«Glimmerstone» guide. A short guide Tom & Jerry use «glimmerstone» daily",
    });
    expect(second).toMatchObject({ title: "Careers", url: "/about/careers", excerpt: "Work with us" });
    expect(second?.highlight).toBe("Careers. We mine «glimmerstones»");
    expect(Object.keys(first ?? {}).sort()).toEqual(["excerpt", "highlight", "title", "url"]);
  });

  it("answers at most limit items", async () => {
    for (const n of [1, 2, 3]) await post({ title: `Brindlecove ${n}` });
    expect(await searchItems("q=brindle")).toHaveLength(3);
    expect(await searchItems("q=brindle&limit=2")).toHaveLength(2);
  });

  it("refuses a missing, empty or too long search, and a limit out of range, with 400", async () => {
    for (const query of [
      "",
      "q=",
      "q=%20%20",
      `q=${"a".repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`,
      "q=a&limit=0",
      `q=a&limit=${SEARCH_LIMIT_MAX + 1}`,
    ]) {
      const { status, body } = await get(`/api/search?${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toBe("validation_error");
    }
  });

  it("answers no items for a search of no word", async () => {
    expect(await searchItems(`q=${encodeURIComponent("&&& :*")}`)).toEqual([]);
  });
});
