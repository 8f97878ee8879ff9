import { blogPosts, inquiries, pages, pageViewCounts } from "@staffing/db";
import {
  ANALYTICS_CSV_COLUMNS,
  ANALYTICS_MESSAGES,
  lastDays,
  sitePagePath,
  UNKNOWN_ATTRIBUTION,
  type UserRole,
} from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../testing";

// Issue 21's first-party analytics over HTTP: the beacon's endpoint and the staff's answer.

const RATE_LIMIT = 40;
const METRICS_TOKEN = "page-views-metrics-token";
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const POSTS = [
  "counted-post",
  "after-the-crawlers",
  "after-the-hostile-ones",
  "after-the-private-ones",
  "after-the-refusals",
  "busy",
  "counted-over-trpc",
  "not-counted-over-trpc",
  "hiring",
];
let server: TestServer;
let tokens: Record<UserRole, string>;
beforeAll(async () => {
  // With the site: a page from the page cache counts through the same beacon.
  server = await startTestServer({
    withWebsite: true,
    env: {
      PAGE_VIEW_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
      METRICS_TOKEN,
    },
  });
  tokens = await tokensForEveryRole(server, "a-long-enough-password");
  // A view counts only on a page the site serves: the posts these tests view.
  await server.db.insert(blogPosts).values(
    POSTS.map((slug) => ({
      title: slug,
      slug,
      content: "<p>Post</p>",
      isPublished: true,
      publishedAt: new Date(),
    })),
  );
  // A campaign's landing page (issue 29).
  await server.db.insert(pages).values({
    title: "Healthcare staffing",
    slug: "healthcare-staffing",
    isPublished: true,
    publishedAt: new Date(),
  });
}, 120_000);
afterAll(() => server?.close());

let client = 0;
/** A beacon as the browser sends it (text/plain), from an address of its own unless one is given. */
const beacon = (
  view: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `10.0.${Math.floor(++client / 250)}.${client % 250}`,
) =>
  server.app.inject({
    method: "POST",
    url: "/api/views",
    remoteAddress,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, ...headers },
    payload: typeof view === "string" ? view : JSON.stringify(view),
  });

const countersOf = (path: string) =>
  server.db
    .select()
    .from(pageViewCounts)
    .where(eq(pageViewCounts.path, path))
    .orderBy(pageViewCounts.deviceClass);

/** The counters of a path once the flush has written `views` of them (or the test's timeout). */
async function countedViews(path: string, views: number) {
  for (;;) {
    const rows = await countersOf(path);
    if (rows.reduce((sum, row) => sum + row.views, 0) >= views) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const today = () => new Date().toISOString().slice(0, 10);

describe("POST /api/views", () => {
  it("answers 204 and counts the view by day, path, referrer host, UTM source and device class", async () => {
    const view = {
      path: "/blog/counted-post",
      referrer: "https://www.google.com/search?q=staffing+agency",
      utmSource: "Newsletter",
    };
    const answer = await beacon(view, { "user-agent": IPHONE });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe("");
    await beacon(view, { "user-agent": IPHONE });
    await beacon({ path: "/blog/counted-post/" });

    expect(await countedViews("/blog/counted-post", 3)).toEqual([
      {
        day: today(),
        path: "/blog/counted-post",
        referrerHost: "",
        utmSource: "",
        utmMedium: "",
        utmCampaign: "",
        deviceClass: "desktop",
        views: 1,
        entries: 1,
      },
      {
        day: today(),
        path: "/blog/counted-post",
        referrerHost: "google.com",
        utmSource: "newsletter",
        utmMedium: "",
        utmCampaign: "",
        deviceClass: "phone",
        views: 2,
        entries: 2,
      },
    ]);
  });

  it("takes JSON from a script too, and counts a page of the site itself as no referrer", async () => {
    const answer = await server.app.inject({
      method: "POST",
      url: "/api/views",
      headers: { "user-agent": BROWSER },
      payload: { path: "/about", referrer: `${server.url}/services` },
    });
    expect(answer.statusCode).toBe(204);
    const [row] = await countedViews("/about", 1);
    expect(row?.referrerHost).toBe("");
    // A move within the site begins no visit.
    expect(row?.entries).toBe(0);
  });

  it("counts a page the page cache served: its loader is allowed to post the beacon to the site", async () => {
    const scrape = async () =>
      (await server.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
        .body;
    const hits = async () =>
      Number(
        (await scrape())
          .split("\n")
          .find((line) => line.startsWith('page_cache_requests_total{result="hit"} '))
          ?.split(" ")[1] ?? 0,
      );
    const before = await hits();
    let page = await server.app.inject({ url: "/services" });
    // Served until one comes from the cache (a start-up announcement may make the first stale once).
    for (let tries = 0; (await hits()) === before && tries < 5; tries++)
      page = await server.app.inject({ url: "/services" });
    expect(await hits()).toBeGreaterThan(before);
    expect(page.statusCode).toBe(200);
    // The same bytes for everyone: no cookie set, and the policy lets the page's script reach the site.
    expect(page.headers["set-cookie"]).toBeUndefined();
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toMatch(/connect-src 'self'/);
    const loader = page.body.match(/<script>[^<]*import\("([^"]+)"\)/)?.[1];
    expect(loader, "the page loads its island loader").toBeTruthy();

    expect((await beacon({ path: "/services", referrer: "https://duckduckgo.com/" })).statusCode).toBe(204);
    const rows = await countedViews("/services", 1);
    expect(rows.find((row) => row.referrerHost === "duckduckgo.com")?.views).toBe(1);
  });

  it("counts nothing for a visitor who sends DNT: 1 or Sec-GPC: 1, and answers the same", async () => {
    expect((await beacon({ path: "/contact" }, { dnt: "1" })).statusCode).toBe(204);
    expect((await beacon({ path: "/contact" }, { "sec-gpc": "1" })).statusCode).toBe(204);
    // A view sent after them is written, so they would have been too.
    await beacon({ path: "/blog/after-the-private-ones" });
    await countedViews("/blog/after-the-private-ones", 1);
    expect(await countersOf("/contact")).toEqual([]);
  });

  it("counts nothing for crawlers, headless browsers, scripts, nor a request without a user agent", async () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.11.0",
      "",
    ]) {
      expect((await beacon({ path: "/faq" }, { "user-agent": userAgent })).statusCode, userAgent).toBe(204);
    }
    await beacon({ path: "/blog/after-the-crawlers" });
    await countedViews("/blog/after-the-crawlers", 1);
    expect(await countersOf("/faq")).toEqual([]);
  });

  it("over /trpc too, a crawler or a DNT visitor counts nothing, and the device is the user agent's, not the caller's", async () => {
    const recordView = (view: object, headers: Record<string, string>) =>
      server.app.inject({
        method: "POST",
        url: "/trpc/analytics.recordView",
        remoteAddress: `10.9.0.${++client % 250}`,
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify(view),
      });
    const crawler = {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    };
    expect(
      (await recordView({ path: "/blog/not-counted-over-trpc", device: "phone" }, crawler)).statusCode,
    ).toBe(200);
    expect(
      (await recordView({ path: "/blog/not-counted-over-trpc" }, { "user-agent": BROWSER, dnt: "1" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await recordView({ path: "/blog/counted-over-trpc", device: "phone" }, { "user-agent": BROWSER }))
        .statusCode,
    ).toBe(200);
    const [counted] = await countedViews("/blog/counted-over-trpc", 1);
    expect(counted?.deviceClass).toBe("desktop");
    expect(await countersOf("/blog/not-counted-over-trpc")).toEqual([]);
  });

  it("stores nothing that could identify anyone: the counters have no address, user agent, cookie or time", async () => {
    const result = (await server.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'page_view_counts' order by ordinal_position`,
    )) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      column_name: string;
    }[];
    expect(rows.map((row) => row.column_name)).toEqual([
      "day",
      "path",
      "referrer_host",
      "utm_source",
      "device_class",
      "views",
      "utm_medium",
      "utm_campaign",
      "entries",
    ]);
  });

  it("refuses with 400 naming the path what is not a page of the site, and counts nothing", async () => {
    for (const path of ["/admin", "/admin/inquiries", "/api/views", "/trpc/stats.get", "about", "/x?y=1"]) {
      const answer = await beacon({ path });
      expect(answer.statusCode, String(path)).toBe(400);
      expect(answer.json()).toMatchObject({
        error: "validation_error",
        fields: { path: [ANALYTICS_MESSAGES.pathInvalid] },
      });
    }
    for (const view of [{}, { path: 42 }]) {
      const answer = await beacon(view);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().fields)).toEqual(["path"]);
    }
    const notJson = await beacon("path=/about");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe("bad_request");
    await beacon({ path: "/blog/after-the-refusals" });
    await countedViews("/blog/after-the-refusals", 1);
    const [{ admin = 0 } = {}] = await server.db
      .select({ admin: sql<number>`count(*)`.mapWith(Number) })
      .from(pageViewCounts)
      .where(sql`${pageViewCounts.path} like '/admin%' or ${pageViewCounts.path} like '/api%'`);
    expect(admin).toBe(0);
  });

  it("answers any body, type and header with 204 or a 4xx, and stores only page paths and bare hosts", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("/", "/about", "/admin", "/api/x", "//evil.example", "/%00", "javascript:alert(1)"),
      fc.constantFrom("https://user:pw@www.Example.com:8443/a?b#c", "ftp://files.example", "http://[::1]/"),
    );
    const body = fc.oneof(
      fc.record(
        { path: text, referrer: fc.oneof(text, fc.constant(null)), utmSource: fc.oneof(text, fc.integer()) },
        { requiredKeys: [] },
      ),
      text,
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom("text/plain;charset=UTF-8", "application/json", "application/x-www-form-urlencoded"),
        fc.oneof(fc.constant(BROWSER), fc.string({ maxLength: 40 })),
        async (payload, contentType, userAgent) => {
          const answer = await beacon(payload, { "content-type": contentType, "user-agent": userAgent });
          expect([204, 400, 415, 429], answer.body).toContain(answer.statusCode);
          expect(answer.body).not.toMatch(/Failed query|\bat .*\.(?:ts|js):\d+/);
        },
      ),
      { numRuns: 150 },
    );
    await beacon({ path: "/blog/after-the-hostile-ones" });
    await countedViews("/blog/after-the-hostile-ones", 1);
    for (const row of await server.db.select().from(pageViewCounts)) {
      expect(sitePagePath.safeParse(row.path).success, row.path).toBe(true);
      expect(row.referrerHost, row.referrerHost).toMatch(/^[^/:@?#\s]*$|^\[[0-9a-f:.]+\]$/);
    }
  });

  // Issue 31: any well-formed path was counted, and any referrer reached the report.
  it("counts only pages the site serves, and a referrer only by a host on the internet", async () => {
    for (const path of ["/blog/no-such-post", "/made-up-page", "/faq/deeper"]) {
      expect((await beacon({ path, referrer: "https://google.com/" })).statusCode, path).toBe(204);
    }
    const before = (await countersOf("/contact")).reduce((sum, row) => sum + row.views, 0);
    for (const referrer of ["http://fake-referrer/", "HTTPS://WWW.Bing.COM./search"]) {
      expect((await beacon({ path: "/contact", referrer })).statusCode, referrer).toBe(204);
    }
    await countedViews("/contact", before + 2);
    for (const path of ["/blog/no-such-post", "/made-up-page", "/faq/deeper"]) {
      expect(await countersOf(path), path).toEqual([]);
    }
    const hosts = (await countersOf("/contact")).map((row) => row.referrerHost);
    expect(hosts).toContain("bing.com");
    expect(hosts).not.toContain("fake-referrer");
  });

  it("limits each client address (429 with Retry-After), not the others", async () => {
    const address = "10.99.0.1";
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await beacon({ path: "/blog/busy" }, {}, address)).statusCode).toBe(204);
    const refused = await beacon({ path: "/blog/busy" }, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await beacon({ path: "/blog/busy" }, {}, "10.99.0.2")).statusCode).toBe(204);
    await countedViews("/blog/busy", RATE_LIMIT + 1);
  });
});

describe("GET /api/admin/analytics", () => {
  const as = (role: UserRole | null, query: string) =>
    server.app.inject({
      url: `/api/admin/analytics${query}`,
      headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
    } satisfies InjectOptions);

  beforeAll(async () => {
    // Two days long past, so nothing the beacon counts today falls in them.
    const views = (day: string, path: string, referrerHost: string, utmSource: string, count: number) => ({
      day,
      path,
      referrerHost,
      utmSource,
      deviceClass: "desktop",
      views: count,
    });
    await server.db
      .insert(pageViewCounts)
      .values([
        views("2025-03-01", "/contact", "google.com", "", 40),
        views("2025-03-01", "/services", "", "fall", 10),
        views("2025-03-02", "/contact", "", "", 10),
        views("2025-03-02", "/blog/hiring", "linkedin.com", "fall", 50),
      ]);
    // The form writes `attribution`; here it is set directly. Null: nothing known (the column's
    // default, as for an inquiry sent before attribution was kept), which no page counts.
    const inquiry = (createdAt: string, attribution: object | null) =>
      server.db.execute(
        sql`insert into ${inquiries} (name, email, created_at, attribution) values ('Ada', 'ada@example.com', ${createdAt}, ${JSON.stringify(attribution ?? UNKNOWN_ATTRIBUTION)}::jsonb)`,
      );
    await inquiry("2025-03-01T09:00:00Z", { pagePath: "/contact", utmSource: null });
    await inquiry("2025-03-02T23:59:00Z", { pagePath: "/contact", utmSource: "Fall" });
    await inquiry("2025-03-02T10:00:00Z", { pagePath: "/blog/hiring", utmSource: "fall" });
    await inquiry("2025-03-02T11:00:00Z", null);
    // The day after the range: not counted.
    await inquiry("2025-03-03T00:00:00Z", { pagePath: "/contact" });
  });

  it("answers views and inquiries per day, per page, per referrer and per source", async () => {
    const answer = await as("admin", "?from=2025-02-28&to=2025-03-02");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      days: [
        { date: "2025-02-28", views: 0, inquiries: 0 },
        { date: "2025-03-01", views: 50, inquiries: 1 },
        { date: "2025-03-02", views: 60, inquiries: 3 },
      ],
      pages: [
        { path: "/contact", views: 50, inquiries: 2, conversionRate: 0.04 },
        { path: "/blog/hiring", views: 50, inquiries: 1, conversionRate: 0.02 },
        { path: "/services", views: 10, inquiries: 0, conversionRate: 0 },
      ],
      referrers: [
        { host: "linkedin.com", views: 50 },
        { host: "google.com", views: 40 },
        { host: null, views: 20 },
      ],
      sources: [{ source: "fall", views: 60, inquiries: 2 }],
      // No visit began in these counters, and these inquiries tell no landing page.
      landingPages: [],
      campaigns: [{ source: "fall", medium: null, campaign: null, visits: 0, inquiries: 2 }],
    });
  });

  it("answers the SEO manager too, and an empty range with every day at zero", async () => {
    const answer = await as("seo_manager", "?from=2024-06-01&to=2024-06-03");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      days: ["2024-06-01", "2024-06-02", "2024-06-03"].map((date) => ({ date, views: 0, inquiries: 0 })),
      pages: [],
      referrers: [],
      sources: [],
      landingPages: [],
      campaigns: [],
    });
  });

  it("refuses the editor (403) and a caller without a token (401)", async () => {
    const editor = await as("editor", "?from=2025-03-01&to=2025-03-02");
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toMatch(/Admin or SEO manager/);
    expect((await as(null, "?from=2025-03-01&to=2025-03-02")).statusCode).toBe(401);
  });

  it("answers 400 naming the field for a bad period, a bad date, a missing one, an end before the start, over a year", async () => {
    const cases: [string, string, string][] = [
      ["?from=2025-3-1&to=2025-03-02", "from", ANALYTICS_MESSAGES.dateInvalid],
      ["?from=2025-03-01&to=2025-02-30", "to", ANALYTICS_MESSAGES.dateInvalid],
      ["?from=2025-03-01", "to", ANALYTICS_MESSAGES.dateMissing],
      ["?to=2025-03-01", "from", ANALYTICS_MESSAGES.dateMissing],
      ["", "days", ANALYTICS_MESSAGES.periodDays],
      ["?days=5", "days", ANALYTICS_MESSAGES.periodDays],
      ["?days=week", "days", ANALYTICS_MESSAGES.periodDays],
      ["?days=7&from=2025-03-01&to=2025-03-02", "days", ANALYTICS_MESSAGES.periodBoth],
      ["?from=2025-03-02&to=2025-03-01", "to", ANALYTICS_MESSAGES.rangeReversed],
      ["?from=2024-01-01&to=2025-01-01", "to", ANALYTICS_MESSAGES.rangeTooLong],
    ];
    for (const [query, field, message] of cases) {
      const answer = await as("admin", query);
      expect(answer.statusCode, query).toBe(400);
      const { error, fields } = answer.json();
      expect(error).toBe("validation_error");
      expect(Object.keys(fields), query).toEqual([field]);
      if (message) expect(fields[field], query).toEqual([message]);
    }
  });
});

// Issue 29: inquiries credited to the page each visit began at and its campaign, not the form's page.
describe("crediting landing pages and campaigns", () => {
  const as = (role: UserRole | null, url: string) =>
    server.app.inject({ url, headers: role ? { authorization: `Bearer ${tokens[role]}` } : {} });
  const report = async (query: string) => {
    const answer = await as("admin", `/api/admin/analytics${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      landingPages: { path: string; visits: number; inquiries: number; conversion: number | null }[];
      campaigns: {
        source: string | null;
        medium: string | null;
        campaign: string | null;
        visits: number;
        inquiries: number;
      }[];
    };
  };
  const nurses = "utm_source=google&utm_medium=cpc&utm_campaign=nurses";

  beforeAll(async () => {
    // Visit one, without JavaScript after its first page: lands on /healthcare-staffing from a
    // Google ad (its beacon counts the visit), follows the link to /contact and posts the form.
    await beacon({
      path: "/healthcare-staffing",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "nurses",
    });
    const contact = await server.app.inject({
      url: "/contact",
      headers: { referer: `${server.url}/healthcare-staffing?${nurses}` },
    });
    const hidden = Object.fromEntries(
      [...contact.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const posted = await server.app.inject({
      method: "POST",
      url: "/forms/inquiry",
      remoteAddress: "10.200.0.1",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${server.url}/contact` },
      payload: new URLSearchParams({ ...hidden, name: "Ada Lovelace", email: "ada@example.com" }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    // Visit two, with JavaScript: lands on /services from LinkedIn, its island sends the inquiry
    // from /contact with the visit's start.
    await beacon({
      path: "/services",
      referrer: "https://www.linkedin.com/",
      utmSource: "LinkedIn",
      utmMedium: "social",
      utmCampaign: "fall",
    });
    await beacon({ path: "/contact", referrer: `${server.url}/services?utm_source=LinkedIn` });
    const sent = await server.app.inject({
      method: "POST",
      url: "/api/inquiries",
      remoteAddress: "10.200.0.2",
      payload: {
        name: "Grace Hopper",
        email: "grace@example.com",
        attribution: {
          pagePath: "/contact",
          landingPath: "/services",
          referrer: "https://www.linkedin.com/",
          utmSource: "LinkedIn",
          utmMedium: "social",
          utmCampaign: "fall",
        },
      },
    });
    expect(sent.statusCode).toBe(201);
    // Before today's period: a landing page's visits on two days apart.
    await server.db.insert(pageViewCounts).values([
      { day: "2025-04-10", path: "/healthcare-staffing", deviceClass: "desktop", views: 9, entries: 4 },
      { day: "2025-05-10", path: "/healthcare-staffing", deviceClass: "desktop", views: 9, entries: 6 },
    ]);
  });

  it("credits each inquiry to the page its visit began at and its campaign, not to /contact", async () => {
    const { landingPages, campaigns } = await report("?days=7");
    expect(landingPages).toContainEqual({
      path: "/healthcare-staffing",
      visits: 1,
      inquiries: 1,
      conversion: 1,
    });
    // (Another test's visit began at /services today too.)
    const services = landingPages.find((page) => page.path === "/services");
    expect(services?.inquiries).toBe(1);
    expect(services?.conversion).toBe(1 / (services?.visits ?? 0));
    expect(landingPages.find((page) => page.path === "/contact")?.inquiries ?? 0).toBe(0);
    expect(campaigns).toContainEqual({
      source: "google",
      medium: "cpc",
      campaign: "nurses",
      visits: 1,
      inquiries: 1,
    });
    expect(campaigns).toContainEqual({
      source: "linkedin",
      medium: "social",
      campaign: "fall",
      visits: 1,
      inquiries: 1,
    });
  });

  it("counts only the period asked for: 7, 30 or 90 days up to today, or from and to", async () => {
    const april = await report("?from=2025-04-01&to=2025-04-30");
    expect(april.landingPages).toEqual([
      { path: "/healthcare-staffing", visits: 4, inquiries: 0, conversion: 0 },
    ]);
    expect(april.campaigns).toEqual([]);
    const spring = await report("?from=2025-04-01&to=2025-05-31");
    expect(spring.landingPages).toEqual([
      { path: "/healthcare-staffing", visits: 10, inquiries: 0, conversion: 0 },
    ]);
    for (const days of [30, 90]) {
      const { landingPages } = await report(`?days=${days}`);
      expect(landingPages, String(days)).toContainEqual({
        path: "/healthcare-staffing",
        visits: 1,
        inquiries: 1,
        conversion: 1,
      });
    }
  });

  it("downloads the period's landing pages and campaigns as CSV, formulas made harmless", async () => {
    const formula = await server.app.inject({
      method: "POST",
      url: "/api/inquiries",
      remoteAddress: "10.200.0.3",
      payload: {
        name: "Mallory",
        email: "mallory@example.com",
        attribution: { utmSource: '=HYPERLINK("https://evil.example")' },
      },
    });
    expect(formula.statusCode).toBe(201);
    const answer = await as("admin", "/api/admin/analytics/export.csv?days=7");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    const { from, to } = lastDays(7);
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="analytics-${from}-to-${to}.csv"`,
    );
    const lines = answer.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(ANALYTICS_CSV_COLUMNS.map((column) => `"${column}"`).join(","));
    expect(lines).toContain('"Landing page","/healthcare-staffing","","","","1","1","100%"');
    expect(lines).toContain('"Campaign","","google","cpc","nurses","1","1",""');
    expect(lines).toContain('"Campaign","","\'=hyperlink(""https://evil.example"")","","","0","1",""');

    const april = await as("admin", "/api/admin/analytics/export.csv?from=2025-04-01&to=2025-04-30");
    expect(april.body).toContain('"Landing page","/healthcare-staffing","","","","4","0","0%"');
    expect(april.body).not.toContain("nurses");
  });

  it("refuses a bad period (400 naming the field), the editor (403) and a caller without a token (401)", async () => {
    const bad = await as("admin", "/api/admin/analytics/export.csv?days=5");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ days: [ANALYTICS_MESSAGES.periodDays] });
    expect((await as("editor", "/api/admin/analytics/export.csv?days=7")).statusCode).toBe(403);
    expect((await as("seo_manager", "/api/admin/analytics/export.csv?days=7")).statusCode).toBe(200);
    expect((await as(null, "/api/admin/analytics/export.csv?days=7")).statusCode).toBe(401);
  });
});
