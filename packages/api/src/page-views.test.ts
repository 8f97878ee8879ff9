import { blogPosts, type Database, type DatabaseHandle, pages, pageViewCounts } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { PAGE_VIEW_DETAIL_DAYS, PAGE_VIEW_ROWS_PER_DAY } from "@staffing/shared";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageViewWriter } from "./page-views";
import {
  addPageViews,
  beginsVisit,
  type CountedView,
  creditCampaigns,
  creditLandingPages,
  referrerHost,
  rollUpPageViews,
} from "./services/analytics";

let database: DatabaseHandle;
// The pages these tests count views of: a view counts only on a page the site serves.
const PAGES = ["written", "together", "two-instances", "while-away", "served", "capped", "rolled"];
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(pages)
    .values(PAGES.map((slug) => ({ title: slug, slug, isPublished: true, publishedAt: new Date() })));
  await database.db
    .insert(blogPosts)
    .values({ title: "A post", slug: "a-post", isPublished: true, publishedAt: new Date() });
  await database.db.insert(pages).values([
    { title: "Draft", slug: "a-draft", isPublished: false },
    { title: "Later", slug: "scheduled", isPublished: true, publishedAt: new Date(Date.now() + 86_400_000) },
  ]);
});
afterAll(() => database?.close());

const view = (path: string, deviceClass: CountedView["deviceClass"] = "desktop"): CountedView => ({
  day: "2026-05-04",
  path,
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  deviceClass,
  entry: false,
});
const stored = (path: string) =>
  database.db
    .select({ deviceClass: pageViewCounts.deviceClass, views: pageViewCounts.views })
    .from(pageViewCounts)
    .where(eq(pageViewCounts.path, path))
    .orderBy(pageViewCounts.deviceClass);

/** The database as the writer sees it, counting the upserts it is asked for, refusing them while `down`. */
function watched(state: { down: boolean; statements: number }): Database {
  return new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === "insert") {
        state.statements++;
        if (state.down) throw new Error("connection refused");
      }
      return Reflect.get(target, property, receiver);
    },
  }) as Database;
}

describe("PageViewWriter", () => {
  it("has each view in the database by the time it resolves", async () => {
    const writer = new PageViewWriter(database.db);
    await writer.record(view("/written"));
    expect(await stored("/written")).toEqual([{ deviceClass: "desktop", views: 1 }]);
    await writer.record(view("/written", "phone"));
    expect(await stored("/written")).toEqual([
      { deviceClass: "desktop", views: 1 },
      { deviceClass: "phone", views: 1 },
    ]);
  });

  // Found while measuring: a view recorded by the code a resolved view let run on (no other wait
  // between) joined a run that had just ended, and was never written nor answered.
  it("writes a view recorded the moment the one before resolved", async () => {
    const writer = new PageViewWriter(database.db);
    for (let i = 0; i < 5; i++) await writer.record(view("/written", "tablet"));
    expect(await stored("/written")).toContainEqual({ deviceClass: "tablet", views: 5 });
  });

  it("writes the views that arrive together in a few statements, summed by counter", async () => {
    const state = { down: false, statements: 0 };
    const writer = new PageViewWriter(watched(state));
    await Promise.all(Array.from({ length: 50 }, () => writer.record(view("/together"))));
    expect(await stored("/together")).toEqual([{ deviceClass: "desktop", views: 50 }]);
    // The first view's statement, then one for every view that waited behind it.
    expect(state.statements).toBe(2);
  });

  it("adds up what several instances wrote", async () => {
    const first = new PageViewWriter(database.db);
    const second = new PageViewWriter(database.db);
    await Promise.all([
      first.record(view("/two-instances")),
      second.record(view("/two-instances")),
      second.record(view("/two-instances")),
    ]);
    expect(await stored("/two-instances")).toEqual([{ deviceClass: "desktop", views: 3 }]);
  });

  it("refuses the views of a statement the database refused, and writes the next ones once it is back", async () => {
    const state = { down: true, statements: 0 };
    const writer = new PageViewWriter(watched(state));
    await expect(writer.record(view("/while-away"))).rejects.toThrow("connection refused");
    expect(await stored("/while-away")).toEqual([]);
    state.down = false;
    await writer.record(view("/while-away"));
    expect(await stored("/while-away")).toEqual([{ deviceClass: "desktop", views: 1 }]);
  });
});

// Issue 31: /api/views counted any well-formed path and referrer (500 rows in 1.9 s, never pruned,
// fake referrers in the report).
describe("the page-view counters", () => {
  it("count only paths the site serves: its own pages, published pages and posts", async () => {
    const served = ["/", "/services", "/blog", "/blog/a-post", "/served"];
    const unserved = ["/made-up", "/blog/no-such-post", "/a-draft", "/scheduled", "/served/deeper"];
    await addPageViews(
      database.db,
      [...served, ...unserved].map((path) => ({ view: view(path), views: 1, entries: 0 })),
    );
    for (const path of served)
      expect(await stored(path), path).toEqual([{ deviceClass: "desktop", views: 1 }]);
    for (const path of unserved) expect(await stored(path), path).toEqual([]);
  });

  it("keep a day under its cap of rows: past it, a view counts under its page and device without referrer or source", async () => {
    const day = "2026-08-01";
    const rowsOf = async () =>
      (await database.db.select({ n: count() }).from(pageViewCounts).where(eq(pageViewCounts.day, day)))[0]
        ?.n;
    const filler = Array.from({ length: PAGE_VIEW_ROWS_PER_DAY - 1 }, (_, i) => ({
      view: { ...view("/capped"), day, referrerHost: `filler-${i}.example` },
      views: 1,
      entries: 0,
    }));
    await addPageViews(database.db, filler);
    expect(await rowsOf()).toBe(PAGE_VIEW_ROWS_PER_DAY - 1);
    const flood = Array.from({ length: 50 }, (_, i) => ({
      view: { ...view("/capped"), day, referrerHost: `fake-${i}.example`, utmSource: `spam-${i}` },
      views: 1,
      entries: 0,
    }));
    await addPageViews(database.db, flood);
    // One took the last room; the other 49 were counted under the page without their referrer.
    expect(await rowsOf()).toBe(PAGE_VIEW_ROWS_PER_DAY + 1);
    const [plain] = await database.db
      .select({ views: pageViewCounts.views })
      .from(pageViewCounts)
      .where(
        and(
          eq(pageViewCounts.day, day),
          eq(pageViewCounts.referrerHost, ""),
          eq(pageViewCounts.utmSource, ""),
        ),
      );
    expect(plain?.views).toBe(49);
    // A counter that exists goes on counting.
    await addPageViews(database.db, [
      { view: { ...view("/capped"), day, referrerHost: "filler-7.example" }, views: 2, entries: 0 },
    ]);
    const [filler7] = await database.db
      .select({ views: pageViewCounts.views })
      .from(pageViewCounts)
      .where(and(eq(pageViewCounts.day, day), eq(pageViewCounts.referrerHost, "filler-7.example")));
    expect(filler7?.views).toBe(3);
  }, 60_000);

  it(`are rolled up after ${PAGE_VIEW_DETAIL_DAYS} days to page and device, every view and visit begun kept`, async () => {
    const now = new Date("2026-09-30T03:17:00Z");
    const old = "2026-07-01"; // 91 days before
    const recent = "2026-07-02"; // 90 days before: kept whole
    await addPageViews(database.db, [
      { view: { ...view("/rolled"), day: old, referrerHost: "google.com" }, views: 3, entries: 3 },
      {
        view: {
          ...view("/rolled"),
          day: old,
          utmSource: "newsletter",
          utmMedium: "email",
          utmCampaign: "june",
        },
        views: 2,
        entries: 1,
      },
      { view: { ...view("/rolled"), day: old }, views: 1, entries: 0 },
      { view: { ...view("/rolled", "phone"), day: old, referrerHost: "bing.com" }, views: 4, entries: 0 },
      { view: { ...view("/rolled"), day: recent, referrerHost: "google.com" }, views: 5, entries: 0 },
    ]);
    expect(await rollUpPageViews(database.db, now)).toBe(3);
    const rows = await database.db
      .select({
        day: sql<string>`to_char(${pageViewCounts.day}, 'YYYY-MM-DD')`,
        referrerHost: pageViewCounts.referrerHost,
        utmSource: pageViewCounts.utmSource,
        utmCampaign: pageViewCounts.utmCampaign,
        deviceClass: pageViewCounts.deviceClass,
        views: pageViewCounts.views,
        entries: pageViewCounts.entries,
      })
      .from(pageViewCounts)
      .where(eq(pageViewCounts.path, "/rolled"))
      .orderBy(pageViewCounts.day, pageViewCounts.deviceClass);
    expect(rows).toEqual([
      {
        day: old,
        referrerHost: "",
        utmSource: "",
        utmCampaign: "",
        deviceClass: "desktop",
        views: 6,
        entries: 4,
      },
      {
        day: old,
        referrerHost: "",
        utmSource: "",
        utmCampaign: "",
        deviceClass: "phone",
        views: 4,
        entries: 0,
      },
      {
        day: recent,
        referrerHost: "google.com",
        utmSource: "",
        utmCampaign: "",
        deviceClass: "desktop",
        views: 5,
        entries: 0,
      },
    ]);
    expect(await rollUpPageViews(database.db, now)).toBe(0);
  });
});

describe("a referrer's host", () => {
  const SITE = "https://www.northbridge.example";
  it.each([
    ["https://www.Google.com/search?q=x", "google.com"],
    ["http://News.Example.co.uk./a", "news.example.co.uk"],
    ["https://user:pw@www.example.com:8443/a?b#c", "example.com"],
    ["https://xn--bcher-kva.example/", "xn--bcher-kva.example"],
    ["https://northbridge.example/about", ""],
    ["https://www.northbridge.example/about", ""],
    ["ftp://files.example.com", ""],
    ["javascript:alert(1)", ""],
    ["android-app://com.example", ""],
    ["http://localhost:3000/", ""],
    ["http://127.0.0.1/", ""],
    ["http://[::1]/", ""],
    ["http://fake/", ""],
    ["http://a_b.example.com/", ""],
    ["not a url", ""],
    ["", ""],
  ])("%s is %s", (referrer, host) => {
    expect(referrerHost(referrer, SITE)).toBe(host);
  });
});

describe("a visit begun (issue 29)", () => {
  const SITE = "https://www.northbridge.example";
  it.each([
    [null, true],
    ["", true],
    ["https://www.google.com/", true],
    ["https://news.example.com/story", true],
    ["not a url", true],
    ["https://northbridge.example/services", false],
    ["https://www.northbridge.example/healthcare-staffing?utm_source=x", false],
  ])("from %s: %s", (referrer, began) => {
    expect(beginsVisit(referrer, SITE)).toBe(began);
  });

  it("is counted beside the views of its counter", async () => {
    const writer = new PageViewWriter(database.db);
    const day = "2026-05-05";
    await Promise.all([
      writer.record({ ...view("/served"), day, entry: true }),
      writer.record({ ...view("/served"), day, entry: false }),
      writer.record({ ...view("/served"), day, entry: true }),
    ]);
    const [row] = await database.db
      .select({ views: pageViewCounts.views, entries: pageViewCounts.entries })
      .from(pageViewCounts)
      .where(and(eq(pageViewCounts.path, "/served"), eq(pageViewCounts.day, day)));
    expect(row).toEqual({ views: 3, entries: 2 });
  });
});

describe("crediting inquiries (issue 29)", () => {
  it("credits each landing page with the inquiries of the visits that began there, not the form's page", () => {
    const credited = creditLandingPages(
      [
        { path: "/healthcare-staffing", visits: 4 },
        { path: "/services", visits: 10 },
        { path: "/contact", visits: 3 },
      ],
      [
        { path: "/healthcare-staffing", inquiries: 2 },
        { path: "/services", inquiries: 1 },
        { path: "/blog/a-post", inquiries: 1 },
      ],
    );
    expect(credited).toEqual([
      { path: "/healthcare-staffing", visits: 4, inquiries: 2, conversion: 0.5 },
      { path: "/services", visits: 10, inquiries: 1, conversion: 0.1 },
      // An inquiry whose landing page had no counted visit in the period: no conversion to tell.
      { path: "/blog/a-post", visits: 0, inquiries: 1, conversion: null },
      { path: "/contact", visits: 3, inquiries: 0, conversion: 0 },
    ]);
  });

  it("credits each campaign by source, medium and name together, whatever their case", () => {
    const credited = creditCampaigns(
      [
        { source: "google", medium: "cpc", campaign: "nurses", visits: 5 },
        { source: "google", medium: "cpc", campaign: "drivers", visits: 2 },
        { source: "newsletter", medium: "", campaign: "", visits: 1 },
      ],
      [
        { source: "Google", medium: "CPC", campaign: "Nurses", inquiries: 2 },
        { source: "linkedin", medium: "social", campaign: "", inquiries: 1 },
      ],
    );
    expect(credited).toEqual([
      { source: "google", medium: "cpc", campaign: "nurses", visits: 5, inquiries: 2 },
      { source: "linkedin", medium: "social", campaign: null, visits: 0, inquiries: 1 },
      { source: "google", medium: "cpc", campaign: "drivers", visits: 2, inquiries: 0 },
      { source: "newsletter", medium: null, campaign: null, visits: 1, inquiries: 0 },
    ]);
  });
});
