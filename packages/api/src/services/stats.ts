import { blogPosts, type Database, inquiries, pages } from "@staffing/db";
import { count, sql } from "drizzle-orm";

const published = (column: typeof pages.isPublished | typeof blogPosts.isPublished) =>
  sql<number>`count(*) filter (where ${column})`.mapWith(Number);

/** The dashboard counters of SPEC section 3 ("Admin stats"). */
export async function adminStats(db: Database) {
  const [[pageCounts], [postCounts], [inquiryCounts]] = await Promise.all([
    db.select({ total: count(), published: published(pages.isPublished) }).from(pages),
    db.select({ total: count(), published: published(blogPosts.isPublished) }).from(blogPosts),
    db.select({ total: count() }).from(inquiries),
  ]);
  return {
    totalPages: pageCounts?.total ?? 0,
    publishedPages: pageCounts?.published ?? 0,
    totalPosts: postCounts?.total ?? 0,
    publishedPosts: postCounts?.published ?? 0,
    totalInquiries: inquiryCounts?.total ?? 0,
  };
}
