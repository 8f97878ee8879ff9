import { blogPosts, people } from "@staffing/db";
import { FEED_POST_COUNT } from "@staffing/shared";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing";

// The feed as a reader gets it: parsed by a feed parser (rss-parser), not by string matching.

const SITE = "https://www.example.com";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_SITE_URL: SITE } });
  // Enough posts for the feed to stop at its count, one of them scheduled and one a draft.
  const base = Date.UTC(2025, 0, 1);
  await server.db.insert(blogPosts).values(
    Array.from({ length: 12 }, (_, i) => ({
      title: `Older post ${i}`,
      slug: `older-post-${i}`,
      excerpt: `Excerpt ${i}`,
      content: `<p>Body ${i} with <a href="/contact">a link</a> and <img src="/media/x.webp" alt=""></p>`,
      category: "Remote Work" as const,
      isPublished: true,
      publishedAt: new Date(base + i * 86_400_000),
    })),
  );
  const [author] = await server.db
    .insert(people)
    .values({ name: "Priya Raman & Co", slug: "priya-raman-feed" })
    .returning({ id: people.id });
  await server.db.insert(blogPosts).values([
    {
      title: "Signed post",
      slug: "signed-post",
      content: "<p>Signed.</p>",
      excerpt: "Signed excerpt",
      category: "Remote Work" as const,
      isPublished: true,
      // Whole seconds, as RSS dates are.
      publishedAt: new Date(Math.floor(Date.now() / 1000 - 60) * 1000),
      authorId: author?.id ?? null,
    },
    {
      title: "Unsigned empty post",
      slug: "unsigned-empty-post",
      excerpt: "Only an excerpt",
      isPublished: true,
      category: "Remote Work" as const,
      publishedAt: new Date(Math.floor(Date.now() / 1000 - 120) * 1000),
    },
  ]);
  await server.db.insert(blogPosts).values([
    { title: "Not yet", slug: "not-yet", isPublished: true, publishedAt: new Date(Date.now() + 86_400_000) },
    { title: "Draft", slug: "a-draft", isPublished: false },
  ]);
});
afterAll(() => server?.close());

type Item = Parser.Item & { "content:encoded"?: string; "dc:creator"?: string };

describe("/rss.xml", () => {
  it("is RSS 2.0 with the 20 latest published posts: title, link, guid, date, excerpt, category and content", async () => {
    const response = await server.app.inject({ url: "/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.body).toMatch(/<rss version="2.0"/);

    const feed = await new Parser<object, Item>({ customFields: { item: ["content:encoded"] } }).parseString(
      response.body,
    );
    expect(feed.link).toBe(`${SITE}/blog`);
    const latest = await server.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, sql`now()`)))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(FEED_POST_COUNT);
    expect(feed.items).toHaveLength(FEED_POST_COUNT);
    expect(feed.items.map((item) => item.title)).toEqual(latest.map((post) => post.title));

    const [item] = feed.items;
    const [post] = latest;
    if (!item || !post) throw new Error("no posts");
    expect(item.link).toBe(`${SITE}/blog/${post.slug}`);
    expect(item.guid).toBe(`${SITE}/blog/${post.slug}`);
    expect(new Date(item.pubDate ?? "").toISOString()).toBe(post.publishedAt?.toISOString());
    expect(item.content).toBe(post.excerpt);
    expect(item.categories).toEqual([post.category]);
    expect(item["content:encoded"]).toContain(post.content.slice(0, 40));
  });

  it("leaves drafts and scheduled posts out, and makes the content's links absolute", async () => {
    const body = (await server.app.inject({ url: "/rss.xml" })).body;
    const feed = await new Parser<object, Item>({ customFields: { item: ["content:encoded"] } }).parseString(
      body,
    );
    const titles = feed.items.map((item) => item.title);
    expect(titles).not.toContain("Not yet");
    expect(titles).not.toContain("Draft");
    // The newest of the posts written here are among the 20 (the demo's are from 2026).
    const withLinks = feed.items.find((item) => item.title === "Older post 11");
    expect(withLinks?.["content:encoded"]).toContain(`href="${SITE}/contact"`);
    expect(withLinks?.["content:encoded"]).toContain(`src="${SITE}/media/x.webp"`);
  });

  it("names each post's author (People) in <dc:creator>, the company for a post without one; no <author> (an e-mail in RSS 2.0)", async () => {
    const body = (await server.app.inject({ url: "/rss.xml" })).body;
    expect(body).toMatch(/<rss [^>]*xmlns:dc="http:\/\/purl.org\/dc\/elements\/1.1\/"/);
    expect(body).not.toContain("<author>");
    const feed = await new Parser<object, Item>({ customFields: { item: ["dc:creator"] } }).parseString(body);
    const byTitle = (title: string) => feed.items.find((item) => item.title === title);
    expect(byTitle("Signed post")?.["dc:creator"]).toBe("Priya Raman & Co");
    expect(byTitle("Unsigned empty post")?.["dc:creator"]).toBe("Northbridge Staffing");
    // A post with no body still carries content (its excerpt), so the namespace is always declared.
    expect(byTitle("Unsigned empty post")?.["content:encoded"]).toBe("<p>Only an excerpt</p>");
  });
});
