import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client";
import { type ContentVersion, followContentVersion, readContentVersion } from "./content-version";
import { pages, seoSettings } from "./schema";
import { createTestDatabase } from "./testing";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let version: ContentVersion;
beforeAll(async () => {
  database = await createTestDatabase();
  version = await followContentVersion(database);
});
afterAll(async () => {
  await version?.stop();
  await database?.close();
});

const addPage = (slug: string) =>
  database.db.insert(pages).values({ title: slug, slug, content: "<p>Text</p>", isPublished: true });

describe("the followed content version", () => {
  it("starts at the stored version and moves, without being asked, when content changes", async () => {
    const before = version.current();
    expect(before).toBe(await readContentVersion(database.db));
    await addPage("first-page");
    await vi.waitFor(() => expect(version.current()).toBeGreaterThan(before), { timeout: 5000 });
    const afterInsert = version.current();
    await database.db.update(pages).set({ title: "Renamed" }).where(eq(pages.slug, "first-page"));
    await vi.waitFor(() => expect(version.current()).toBeGreaterThan(afterInsert), { timeout: 5000 });
  });

  it("moves on SEO settings too, and refresh() counts a change before its announcement arrives", async () => {
    // A follower that hears nothing more, so only refresh() can move it.
    const deaf = await followContentVersion(database);
    await deaf.stop();
    const before = deaf.current();
    await database.db.insert(seoSettings).values({ pageType: "about", settings: { title: "About us" } });
    expect(deaf.current()).toBe(before);
    await deaf.refresh();
    expect(deaf.current()).toBeGreaterThan(before);
  });

  it.skipIf(!process.env.DATABASE_URL)("is heard by another instance on the same PostgreSQL", async () => {
    const other = await openDatabase({ url: database.url, maxConnections: 2 });
    const otherVersion = await followContentVersion(other);
    try {
      const before = otherVersion.current();
      await addPage("second-page");
      await vi.waitFor(() => expect(otherVersion.current()).toBeGreaterThan(before), { timeout: 5000 });
      expect(otherVersion.current()).toBe(await readContentVersion(database.db));
    } finally {
      await otherVersion.stop();
      await other.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("keeps following after its connection is cut", async () => {
    const cut = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'listen%'`,
    );
    expect([...(cut as unknown as unknown[])]).toHaveLength(1);
    await addPage("third-page");
    await vi.waitFor(async () => expect(version.current()).toBe(await readContentVersion(database.db)), {
      timeout: 5000,
    });
    const before = version.current();
    await addPage("fourth-page");
    await vi.waitFor(() => expect(version.current()).toBeGreaterThan(before), { timeout: 5000 });
  });
});
