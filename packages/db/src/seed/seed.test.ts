import { existsSync } from "node:fs";
import path from "node:path";
import { BLOG_CATEGORIES, INQUIRY_STATUSES, PAGE_TYPES } from "@staffing/shared";
import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client";
import { blogPosts, inquiries, pages, people, seoSettings } from "../schema";
import { createTestDatabase } from "../testing";
import { seedDemoContent, seedMediaFolder } from ".";
import { ensureSiteContent } from "./site";

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database?.close());

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

async function counts() {
  const total = async (table: typeof pages | typeof blogPosts | typeof seoSettings | typeof inquiries) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    pages: await total(pages),
    posts: await total(blogPosts),
    seo: await total(seoSettings),
    inquiries: await total(inquiries),
  };
}

describe("the demo content", () => {
  it("makes an empty database look like a real staffing company's site", async () => {
    expect(await seedDemoContent(database.db, { authorId: null })).toEqual({ seeded: true });

    const posts = await database.db.select().from(blogPosts);
    const published = posts.filter((post) => post.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(posts.filter((post) => !post.isPublished)).toHaveLength(2);
    expect(new Set(published.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const post of published) {
      expect(wordCount(post.content), post.slug).toBeGreaterThanOrEqual(300);
      expect(post.excerpt, post.slug).toBeTruthy();
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.publishedAt, post.slug).toBeInstanceOf(Date);
      const image = post.featuredImage ?? "";
      expect(image).toMatch(/^\/media\//);
      expect(existsSync(path.join(seedMediaFolder, image.replace(/^\/media\//, ""))), image).toBe(true);
    }

    const pageSlugs = (await database.db.select().from(pages))
      .filter((p) => p.isPublished)
      .map((p) => p.slug);
    expect(pageSlugs).toEqual(
      expect.arrayContaining([
        "faq",
        "privacy",
        "terms",
        "cookies",
        "resources/case-studies",
        "resources/whitepapers",
        "resources/reports",
      ]),
    );

    const seo = await database.db.select().from(seoSettings);
    expect(seo.map((row) => row.pageType).sort()).toEqual([...PAGE_TYPES].sort());
    const globalSchema = seo.find((row) => row.pageType === "global")?.settings.schema ?? "";
    expect(JSON.parse(globalSchema)).toMatchObject({ "@type": "Organization" });

    const statuses = new Set((await database.db.select().from(inquiries)).map((row) => row.status));
    expect(statuses).toEqual(new Set(INQUIRY_STATUSES));
  });

  it("has a team of four with portraits, who wrote every published post, shown on the About page", async () => {
    await ensureSiteContent(database.db, { authorId: null });
    await seedDemoContent(database.db, { authorId: null });
    const team = await database.db.select().from(people);
    expect(team).toHaveLength(4);
    for (const person of team) {
      expect(person.onTeam).toBe(true);
      expect(person.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
      const photo = person.photo ?? "";
      expect(existsSync(path.join(seedMediaFolder, photo.replace(/^\/media\//, ""))), photo).toBe(true);
    }
    const posts = await database.db.select().from(blogPosts);
    const ids = new Set(team.map((person) => person.id));
    for (const post of posts) expect(ids.has(post.authorId ?? ""), post.slug).toBe(true);
    const [about] = (await database.db.select().from(pages)).filter((page) => page.slug === "about");
    expect(about?.sections.at(-1)).toMatchObject({ type: "team", everyoneOnTeam: true });
  });

  it("runs only on an empty database, so running it again changes nothing", async () => {
    await seedDemoContent(database.db, { authorId: null });
    const before = await counts();
    expect(await seedDemoContent(database.db, { authorId: null })).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it("leaves a database that already holds content alone", async () => {
    await database.db.insert(inquiries).values({ name: "Real", email: "real@example.com" });
    expect(await seedDemoContent(database.db, { authorId: null })).toEqual({ seeded: false });
    expect(await counts()).toEqual({ pages: 0, posts: 0, seo: 0, inquiries: 1 });
  });
});
