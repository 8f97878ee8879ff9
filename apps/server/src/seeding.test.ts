import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  blogPosts,
  companyProfile,
  contentVersion,
  type DatabaseHandle,
  inquiries,
  pages,
  seedCompanyProfile,
  seoSettings,
  users,
} from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { DEMO_ADMIN_NAME, SYSTEM_PAGE_SLUGS } from "@staffing/shared";
import { asc, count, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_ADMIN, loadConfig } from "./config";
import { prepareDatabase } from "./start-up";
import { TEST_ADMIN } from "./testing";

// What start-up puts into an empty database: the first admin always; the demo company's posts, pages,
// SEO settings and sample inquiries only in demo mode, or when SEED_DEMO_CONTENT says so.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "staffing-seeding-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database?.close());

const ADMIN = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

async function startUp(env: Record<string, string>) {
  await prepareDatabase(
    database,
    loadConfig({ DATA_DIR: dataDir, PUBLIC_SITE_URL: "https://www.example.com", ...env }),
    pino({ level: "silent" }),
  );
  const total = async (
    table: typeof users | typeof blogPosts | typeof pages | typeof seoSettings | typeof inquiries,
  ) => (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    staff: (await database.db.select({ email: users.email }).from(users)).map((user) => user.email),
    posts: await total(blogPosts),
    pages: await total(pages),
    systemPages: (
      await database.db
        .select({ slug: pages.slug })
        .from(pages)
        .where(eq(pages.system, true))
        .orderBy(asc(pages.slug))
    ).map((page) => page.slug),
    seo: await total(seoSettings),
    inquiries: await total(inquiries),
  };
}

describe("seeding an empty database at start-up", () => {
  it("in production: the first admin, the site's own pages and profile, and no demo post, page, SEO setting or inquiry", async () => {
    expect(await startUp({ NODE_ENV: "production", ...ADMIN })).toEqual({
      staff: [TEST_ADMIN.email],
      posts: 0,
      pages: SYSTEM_PAGE_SLUGS.length,
      systemPages: [...SYSTEM_PAGE_SLUGS].sort(),
      seo: 0,
      inquiries: 0,
    });
    const [profile] = await database.db.select().from(companyProfile);
    expect(profile?.profile).toEqual(seedCompanyProfile);
  });

  it("an existing database gets the system pages and the profile on its next start, losing nothing", async () => {
    await startUp({ NODE_ENV: "production", ...ADMIN });
    // As a database from before pages had sections: no profile, no system pages, a page of its own.
    await database.db.delete(pages);
    await database.db.delete(companyProfile);
    await database.db
      .insert(pages)
      .values({ title: "FAQ", slug: "faq", content: "<p>Ours</p>", isPublished: true });

    const started = await startUp({ NODE_ENV: "production", ...ADMIN });
    expect(started.pages).toBe(SYSTEM_PAGE_SLUGS.length + 1);
    expect(started.systemPages).toEqual([...SYSTEM_PAGE_SLUGS].sort());
    const [faq] = await database.db.select().from(pages).where(eq(pages.slug, "faq"));
    expect(faq).toMatchObject({ content: "<p>Ours</p>", system: false });
    expect(await database.db.select({ n: count() }).from(companyProfile)).toEqual([{ n: 1 }]);

    // A start with nothing missing writes nothing: every instance's page cache stays warm.
    const [before] = await database.db.select().from(contentVersion);
    await startUp({ NODE_ENV: "production", ...ADMIN });
    const [after] = await database.db.select().from(contentVersion);
    expect(after?.version).toBe(before?.version);

    // Staff's edits survive every later start.
    await database.db.update(companyProfile).set({ profile: { ...seedCompanyProfile, name: "Renamed" } });
    await startUp({ NODE_ENV: "production", ...ADMIN });
    const [profile] = await database.db.select().from(companyProfile);
    expect(profile?.profile.name).toBe("Renamed");
  });

  it("in demo mode (the default outside production): the demo content as well", async () => {
    const seeded = await startUp(ADMIN);
    expect(seeded.staff).toEqual([TEST_ADMIN.email]);
    expect(seeded.posts).toBe(14);
    expect(seeded.pages).toBeGreaterThan(0);
    expect(seeded.seo).toBeGreaterThan(0);
    expect(seeded.inquiries).toBeGreaterThan(0);
  });

  it("in demo mode without ADMIN_EMAIL: the demo admin, by a person's name (never 'admin'), signing in with the demo e-mail", async () => {
    await startUp({});
    const staff = await database.db.select({ email: users.email, username: users.username }).from(users);
    expect(staff).toEqual([{ email: DEMO_ADMIN.email, username: DEMO_ADMIN_NAME }]);
    // A configured first admin goes by their e-mail's first part, as before.
    await database.close();
    database = await createTestDatabase();
    await startUp(ADMIN);
    expect(await database.db.select({ username: users.username }).from(users)).toEqual([
      { username: TEST_ADMIN.email.split("@")[0] },
    ]);
  });

  it("with SEED_DEMO_CONTENT=true, the demo content in production too", async () => {
    expect(await startUp({ NODE_ENV: "production", SEED_DEMO_CONTENT: "true", ...ADMIN })).toMatchObject({
      posts: 14,
    });
  });

  it("with SEED_DEMO_CONTENT=false, no demo content in demo mode", async () => {
    expect(await startUp({ SEED_DEMO_CONTENT: "false", ...ADMIN })).toMatchObject({ posts: 0, inquiries: 0 });
  });
});
