import { readFile } from "node:fs/promises";
import { NAV, type Navigation } from "@staffing/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyProfile } from "./schema";
import { seedCompanyProfile, seedNavigation } from "./seed/site";
import { createTestDatabase } from "./testing";

// Migration 0028 gives a navigation staff saved before the careers pages "Find a job" (issue 30):
// its data step, run again here on navigations of the kinds a site may hold.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let addFindAJob: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const migration = await readFile(new URL("../drizzle/0028_jobs_search.sql", import.meta.url), "utf8");
  const step = migration.split("--> statement-breakpoint").find((statement) => statement.includes("DO $$"));
  if (!step) throw new Error("migration 0028 has no data step");
  addFindAJob = step;
});
afterAll(() => database?.close());

const withoutJobs = (navigation: Navigation): Navigation => ({
  header: navigation.header.filter((item) => item.href !== "/jobs"),
  footer: navigation.footer.map((column) => ({
    ...column,
    links: column.links.filter((link) => link.href !== "/jobs"),
  })),
});

async function migrate(navigation: Navigation | null): Promise<Navigation | null> {
  await database.db.delete(companyProfile);
  await database.db.insert(companyProfile).values({ id: 1, profile: seedCompanyProfile, navigation });
  await database.db.execute(sql.raw(addFindAJob));
  const [row] = await database.db.select({ navigation: companyProfile.navigation }).from(companyProfile);
  return row?.navigation ?? null;
}

const hrefs = (items: { href: string }[]) => items.map((item) => item.href);

describe("migration 0028's Find a job", () => {
  beforeEach(() => database.db.delete(companyProfile));

  it("puts Find a job after Services in the header and after the services link in the footer", async () => {
    const migrated = await migrate(withoutJobs(seedNavigation));
    expect(migrated).toEqual(seedNavigation);
    expect(migrated?.header[2]).toEqual({ label: NAV.findJob, href: "/jobs" });
  });

  it("changes nothing the second time, nor in a navigation that links the jobs already", async () => {
    expect(await migrate(seedNavigation)).toEqual(seedNavigation);
  });

  it("leaves a site that never saved a navigation to the seeded one (which has it)", async () => {
    expect(await migrate(null)).toBeNull();
  });

  it("adds it at the end of a header without Services, and leaves a footer without the services link", async () => {
    const custom: Navigation = {
      header: [
        { label: "Home", href: "/" },
        { label: "Team", href: "/about" },
      ],
      footer: [{ title: "More", links: [{ label: "Privacy", href: "/privacy" }] }],
    };
    const migrated = await migrate(custom);
    expect(hrefs(migrated?.header ?? [])).toEqual(["/", "/about", "/jobs"]);
    expect(migrated?.footer).toEqual(custom.footer);
  });

  it("leaves a header that has no room (8 items) as staff made it", async () => {
    const full: Navigation = {
      header: Array.from({ length: 8 }, (_, i) => ({ label: `Item ${i}`, href: `/item-${i}` })),
      footer: [],
    };
    expect(await migrate(full)).toEqual(full);
  });
});
