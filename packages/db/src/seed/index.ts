import { createRequire } from "node:module";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { blogPosts, inquiries, pages, seoSettings } from "../schema";
import { blogPostsPartOne } from "./demo/blog-posts-part-one";
import { blogPostsPartTwo } from "./demo/blog-posts-part-two";
import { seedInquiries } from "./demo/inquiries";
import { seedPages } from "./demo/pages";
import { seedSeoSettings } from "./demo/seo-settings";

const seedBlogPosts = [...blogPostsPartOne, ...blogPostsPartTwo];

/** Images the demo posts and SEO settings point at; the server serves them under /media. */
export const seedMediaFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@staffing/db/package.json")),
  "src/seed/media",
);

const DAY_MS = 24 * 60 * 60 * 1000;
// Any constant works: it only has to be the same for every instance that may seed at once.
const SEED_LOCK_ID = 7_340_221;

/**
 * Fills an empty database with the demo staffing company's content. A database that holds any
 * page, post, SEO configuration or inquiry is left alone, so running it again changes nothing.
 */
export async function seedDemoContent(db: Database, options: { authorId: string | null }) {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const table of [pages, blogPosts, seoSettings, inquiries]) {
      const anyRow = await tx.select({ id: table.id }).from(table).limit(1);
      if (anyRow.length > 0) return { seeded: false };
    }

    const authorId = options.authorId;
    await tx.insert(pages).values(seedPages.map((page) => ({ ...page, authorId })));
    await tx.insert(blogPosts).values(
      seedBlogPosts.map((post) => {
        const publishedAt = post.publishedAt ? new Date(post.publishedAt) : null;
        const writtenAt = new Date((publishedAt?.getTime() ?? Date.now()) - 2 * DAY_MS);
        return { ...post, publishedAt, authorId, createdAt: writtenAt, updatedAt: publishedAt ?? writtenAt };
      }),
    );
    await tx.insert(seoSettings).values(seedSeoSettings);
    await tx.insert(inquiries).values(
      seedInquiries.map(({ daysAgo, ...inquiry }) => {
        const receivedAt = new Date(Date.now() - daysAgo * DAY_MS);
        return { ...inquiry, createdAt: receivedAt, updatedAt: receivedAt };
      }),
    );
    return { seeded: true };
  });
}
