import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { isUniqueViolation } from "./errors";
import { blogPosts, inquiries, newsletterSubscribers, pages, seoSettings, users } from "./schema";
import { createTestDatabase } from "./testing";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows?: T[] } & T[];
  return result.rows ?? [...result];
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the migrated schema", () => {
  it("holds every entity of SPEC section 3 with every field named there", async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const of = (table: string) => columns.filter((c) => c.table_name === table).map((c) => c.column_name);
    expect(of("users")).toEqual(
      expect.arrayContaining([
        "id",
        "username",
        "email",
        "password_hash",
        "role",
        "created_at",
        "updated_at",
      ]),
    );
    expect(of("pages")).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "slug",
        "content",
        "meta_title",
        "meta_description",
        "canonical_url",
        "is_published",
        "author_id",
        "created_at",
        "updated_at",
      ]),
    );
    expect(of("blog_posts")).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "slug",
        "content",
        "excerpt",
        "featured_image",
        "meta_title",
        "meta_description",
        "canonical_url",
        "tags",
        "category",
        "is_published",
        "published_at",
        "author_id",
        "created_at",
        "updated_at",
      ]),
    );
    expect(of("inquiries")).toEqual(
      expect.arrayContaining([
        "id",
        "name",
        "email",
        "company",
        "service",
        "message",
        "status",
        "source",
        "created_at",
        "updated_at",
      ]),
    );
    expect(of("seo_settings")).toEqual(
      expect.arrayContaining(["id", "page_type", "settings", "created_at", "updated_at"]),
    );
  });

  it("gives new rows the spec's defaults", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ username: "dflt", email: "dflt@example.com" })
      .returning();
    const [page] = await database.db.insert(pages).values({ title: "T", slug: "defaults" }).returning();
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ name: "N", email: "n@example.com" })
      .returning();
    expect(user?.role).toBe("editor");
    expect(page?.isPublished).toBe(false);
    expect(inquiry).toMatchObject({ status: "new", source: "website" });
  });

  it("refuses a second row with a taken slug", async () => {
    await database.db.insert(blogPosts).values({ title: "A", slug: "same-slug" });
    const error = await failure(database.db.insert(blogPosts).values({ title: "B", slug: "same-slug" }));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("treats e-mails that differ only in case as the same user", async () => {
    await database.db.insert(users).values({ username: "jane", email: "jane@example.com" });
    const error = await failure(
      database.db.insert(users).values({ username: "jane2", email: "JANE@Example.com" }),
    );
    expect(isUniqueViolation(error)).toBe(true);
    const username = await failure(
      database.db.insert(users).values({ username: "jane", email: "other@example.com" }),
    );
    expect(isUniqueViolation(username)).toBe(true);
  });

  it("stores a newsletter address once, whatever its case", async () => {
    await database.db.insert(newsletterSubscribers).values({ email: "reader@example.com" });
    const error = await failure(
      database.db.insert(newsletterSubscribers).values({ email: "Reader@EXAMPLE.com" }),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("keeps one SEO configuration per page type", async () => {
    await database.db.insert(seoSettings).values({ pageType: "contact", settings: {} });
    const error = await failure(
      database.db.insert(seoSettings).values({ pageType: "contact", settings: {} }),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("refuses roles, statuses, page types and categories outside the spec's lists", async () => {
    for (const statement of [
      sql`insert into users (username, email, role) values ('x', 'x@example.com', 'owner')`,
      sql`insert into inquiries (name, email, status) values ('x', 'x@example.com', 'done')`,
      sql`insert into seo_settings (page_type) values ('pricing')`,
      sql`insert into blog_posts (title, slug, category) values ('x', 'bad-category', 'Cooking')`,
    ]) {
      expect(await failure(database.db.execute(statement))).toBeInstanceOf(Error);
    }
  });

  it("moves updatedAt on every update, whoever writes the row", async () => {
    const past = new Date("2020-01-01T00:00:00Z");
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ name: "Old", email: "old@example.com", createdAt: past, updatedAt: past })
      .returning();
    await database.db.execute(sql`update inquiries set status = 'closed' where id = ${inquiry?.id}`);
    const [after] = await rows<{ updated_at: string | Date; created_at: string | Date }>(
      sql`select created_at, updated_at from inquiries where id = ${inquiry?.id}`,
    );
    expect(new Date(after?.created_at ?? 0).getTime()).toBe(past.getTime());
    expect(new Date(after?.updated_at ?? 0).getTime()).toBeGreaterThan(past.getTime());
  });

  it("has the indexes the public blog list and the admin inquiry list use", async () => {
    const indexes = await rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining([
        "blog_posts_published_idx",
        "blog_posts_published_category_idx",
        "inquiries_created_idx",
        "inquiries_status_created_idx",
      ]),
    );
  });
});
