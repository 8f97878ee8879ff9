import { edgePurges, jobs, type NewJob } from "@staffing/db";
import {
  APPLICATION_FORM,
  CAREERS_TEXTS,
  CLOSED_JOB_PAGE_DAYS,
  JOBS_FEED_PATH,
  JOBS_PAGE_SIZE,
  NAV,
  PUBLIC_FORMS,
  SIMILAR_JOBS_COUNT,
} from "@staffing/shared";
import { desc, eq, sql } from "drizzle-orm";
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../testing";
import { jsonLd, servedPage, textOf } from "./served-page.testing";

// The careers pages as a crawler, Google for Jobs, a feed reader and a visitor without JavaScript
// get them from the server (issue 30): /jobs and its GET form, a job's page open, closed and gone,
// its JobPosting, the feed, the sitemap, the cache keys.

const SITE = "https://www.example.com";
const DAY = 86_400_000;
let server: TestServer;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

function job(slug: string, fields: Partial<NewJob> = {}): NewJob {
  return {
    title: `Test job ${slug}`,
    slug,
    summary: `The summary of ${slug}.`,
    description: `<p>What ${slug} is about.</p><ul><li>One duty</li></ul>`,
    employmentType: ["full_time", "contract"],
    service: "direct",
    category: "Quantum Widgets",
    city: "Lethbridge",
    region: "AB",
    country: "CA",
    postalCode: "T1J 0N1",
    status: "open",
    publishedAt: daysAgo(1),
    ...fields,
  };
}

beforeAll(async () => {
  server = await startTestServer({ withWebsite: true, env: { PUBLIC_SITE_URL: SITE } });
  await server.db.insert(jobs).values([
    job("widget-engineer", {
      title: "Widget Engineer",
      salary: { min: 52000, max: 61000, currency: "CAD", unit: "year" },
      validThrough: new Date(Date.now() + 30 * DAY),
      reference: "REQ-9001",
      publishedAt: new Date(Date.now() - 60_000),
    }),
    job("remote-widget-writer", {
      title: "Remote Widget Writer",
      city: null,
      region: null,
      country: null,
      postalCode: null,
      remote: "remote",
      remoteCountries: ["CA", "US"],
      salary: { min: 30, max: null, currency: "CAD", unit: "hour" },
      employmentType: ["part_time"],
      publishedAt: daysAgo(2),
    }),
    job("widget-tester", { title: "Widget Tester", publishedAt: daysAgo(3) }),
    job("widget-planner", { title: "Widget Planner", publishedAt: daysAgo(4) }),
    job("widget-buyer", { title: "Widget Buyer", publishedAt: daysAgo(5) }),
    job("closed-widget-role", { title: "Closed Widget Role", status: "closed", closedAt: daysAgo(3) }),
    job("long-gone-widget-role", {
      title: "Long Gone Widget Role",
      status: "filled",
      publishedAt: daysAgo(80),
      closedAt: daysAgo(CLOSED_JOB_PAGE_DAYS + 5),
    }),
  ]);
}, 120_000);
afterAll(() => server?.close());

const jobPosting = (html: string) => jsonLd(html).find((block) => block["@type"] === "JobPosting");
const robotsOf = (html: string) => html.match(/<meta name="robots" content="([^"]*)"/)?.[1];

describe("/jobs", () => {
  it("lists the open jobs newest first, with their facts, and Find a job in the header and the footer", async () => {
    const { status, html } = await servedPage(server, "/jobs?category=quantum+widgets");
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(CAREERS_TEXTS.heading);
    expect(text).toContain(CAREERS_TEXTS.results(5));
    const order = [
      "Widget Engineer",
      "Remote Widget Writer",
      "Widget Tester",
      "Widget Planner",
      "Widget Buyer",
    ];
    expect(order.map((title) => text.indexOf(title))).toEqual(
      order.map((title) => text.indexOf(title)).sort((a, b) => a - b),
    );
    expect(text).not.toContain("Closed Widget Role");
    expect(text).toContain("Lethbridge, AB, Canada");
    expect(text).toContain("Remote (Canada, United States)");
    expect(text).toContain("$52,000 – $61,000 per year");
    expect(text).toContain("From $30 per hour");
    expect(html).toContain('href="/jobs/widget-engineer"');
    const home = (await servedPage(server, "/")).html;
    const findAJob = new RegExp(`<a href="/jobs"[^>]*>${NAV.findJob}</a>`);
    expect(home.match(/<header[\s\S]*?<\/header>/)?.[0]).toMatch(findAJob);
    expect(home.match(/<footer[\s\S]*?<\/footer>/)?.[0]).toMatch(findAJob);
  });

  it("filters through its GET form's fields, empty ones included, without JavaScript", async () => {
    const form = (await servedPage(server, "/jobs")).html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/jobs"');
    // What the browser sends for the form with only the arrangement chosen.
    const { status, html } = await servedPage(
      server,
      "/jobs?q=&location=&service=&category=&employmentType=&remote=remote",
    );
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain("Remote Widget Writer");
    expect(text).not.toContain("Widget Engineer");
    expect(html).toMatch(/<option value="remote" selected="">/);
    const byPlace = textOf(
      (await servedPage(server, "/jobs?location=Lethbridge&employmentType=contract")).html,
    );
    expect(byPlace).toContain(CAREERS_TEXTS.results(4));
    expect(byPlace).not.toContain("Remote Widget Writer");
    // A filtered list is one visitor's question: not for search engines.
    expect(robotsOf(html)).toBe("noindex, follow");
    expect(robotsOf((await servedPage(server, "/jobs")).html)).toBe("index, follow");
  });

  it("says so when nothing matches, with a way to all jobs and to the recruiters", async () => {
    const { status, html } = await servedPage(server, "/jobs?q=zebrafish");
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(CAREERS_TEXTS.emptyTitle);
    expect(text).toContain(CAREERS_TEXTS.emptyFilteredText);
    expect(html).toMatch(new RegExp(`href="/jobs"[^>]*>${CAREERS_TEXTS.seeAll}</a>`));
    expect(html).toMatch(new RegExp(`href="/contact"[^>]*>${CAREERS_TEXTS.emptyContact}</a>`));
  });

  it("pages through the open jobs with plain links, and answers 404 past the last page", async () => {
    const first = await servedPage(server, "/jobs");
    const total = Number(textOf(first.html).match(/(\d+) open positions/)?.[1]);
    expect(total).toBeGreaterThan(JOBS_PAGE_SIZE);
    expect(first.html).toContain('href="/jobs?page=2"');
    const pages = Math.ceil(total / JOBS_PAGE_SIZE);
    const last = await servedPage(server, `/jobs?page=${pages}`);
    expect(last.status).toBe(200);
    expect(textOf(last.html)).toContain(CAREERS_TEXTS.pageOf(pages, pages));
    expect((await servedPage(server, `/jobs?page=${pages + 1}`)).status).toBe(404);
  });

  it("names the jobs list in its cache keys, so a job's change purges it, and links the jobs feed", async () => {
    const { headers, html } = await servedPage(server, "/jobs");
    expect(String(headers["surrogate-key"]).split(" ")).toContain("jobs");
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="${SITE}${JOBS_FEED_PATH}"`),
    );
  });
});

describe("a job's page", () => {
  it("shows its facts, description and How to apply with the application form", async () => {
    const { status, html, headers } = await servedPage(server, "/jobs/widget-engineer");
    expect(status).toBe(200);
    const text = textOf(html);
    for (const fact of [
      "Widget Engineer",
      "Lethbridge, AB, Canada",
      "Full-time, Contract",
      "$52,000 – $61,000 per year",
      "REQ-9001",
      CAREERS_TEXTS.posted,
      CAREERS_TEXTS.closes,
      "What widget-engineer is about.",
      CAREERS_TEXTS.howToApplyHeading,
      CAREERS_TEXTS.howToApplyIntro,
    ])
      expect(text).toContain(fact);
    // The application form, which works without JavaScript: a multipart post with the job named.
    const form = html.match(/<form id="apply"[^>]*>/)?.[0] ?? "";
    expect(form).toContain(`action="${PUBLIC_FORMS.application.action}"`);
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(form).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="job" value="widget-engineer"/>');
    expect(text).toContain(APPLICATION_FORM.heading);
    expect(robotsOf(html)).toBe("index, follow");
    expect(html).toContain(`<link rel="canonical" href="${SITE}/jobs/widget-engineer"/>`);
    expect(String(headers["surrogate-key"]).split(" ")).toEqual(
      expect.arrayContaining(["job:widget-engineer", "jobs"]),
    );
  });

  it("carries a JobPosting with everything Google for Jobs reads", async () => {
    const { html } = await servedPage(server, "/jobs/widget-engineer");
    const [row] = await server.db.select().from(jobs).where(eq(jobs.slug, "widget-engineer"));
    expect(jobPosting(html)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Widget Engineer",
      description: "<p>What widget-engineer is about.</p><ul><li>One duty</li></ul>",
      url: `${SITE}/jobs/widget-engineer`,
      datePosted: row?.publishedAt?.toISOString(),
      validThrough: row?.validThrough?.toISOString(),
      employmentType: ["FULL_TIME", "CONTRACTOR"],
      hiringOrganization: {
        "@type": "Organization",
        name: "Northbridge Staffing",
        sameAs: expect.arrayContaining([SITE]),
        url: SITE,
        logo: expect.stringMatching(new RegExp(`^${SITE}/.+\\.svg$`)),
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Lethbridge",
          addressRegion: "AB",
          postalCode: "T1J 0N1",
          addressCountry: "CA",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "CAD",
        value: { "@type": "QuantitativeValue", minValue: 52000, maxValue: 61000, unitText: "YEAR" },
      },
      identifier: { "@type": "PropertyValue", name: "Northbridge Staffing", value: "REQ-9001" },
      industry: "Quantum Widgets",
      directApply: true,
    });
  });

  it("says a remote job is TELECOMMUTE, with the countries a candidate may live in", async () => {
    const posting = jobPosting((await servedPage(server, "/jobs/remote-widget-writer")).html);
    expect(posting?.jobLocation).toBeUndefined();
    expect(posting?.jobLocationType).toBe("TELECOMMUTE");
    expect(posting?.applicantLocationRequirements).toEqual([
      { "@type": "Country", name: "CA" },
      { "@type": "Country", name: "US" },
    ]);
    expect(posting?.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: { "@type": "QuantitativeValue", value: 30, unitText: "HOUR" },
    });
    expect(posting?.employmentType).toEqual(["PART_TIME"]);
  });

  it("says a closed job is closed, without a JobPosting, kept out of the index, with similar open jobs", async () => {
    const { status, html } = await servedPage(server, "/jobs/closed-widget-role");
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(CAREERS_TEXTS.closedTitle);
    expect(text).not.toContain(CAREERS_TEXTS.howToApplyIntro);
    expect(jobPosting(html)).toBeUndefined();
    expect(robotsOf(html)).toBe("noindex, follow");
    const similar = html.split('id="similar-heading"')[1] ?? "";
    const links = [...similar.matchAll(/href="\/jobs\/([^"]+)"/g)].map((match) => match[1]);
    expect(links).toHaveLength(SIMILAR_JOBS_COUNT);
    expect(links).toEqual(["widget-engineer", "remote-widget-writer", "widget-tester"]);
  });

  it(`answers 410 Gone with a page of its own ${CLOSED_JOB_PAGE_DAYS} days after a job closed, and 404 for none`, async () => {
    const gone = await servedPage(server, "/jobs/long-gone-widget-role");
    expect(gone.status).toBe(410);
    expect(textOf(gone.html)).toContain(CAREERS_TEXTS.goneTitle);
    expect(gone.html).toMatch(new RegExp(`href="/jobs"[^>]*>${CAREERS_TEXTS.seeAll}</a>`));
    expect(robotsOf(gone.html)).toBe("noindex, follow");
    expect(jobPosting(gone.html)).toBeUndefined();
    // Asked again, from the page cache: the same answer.
    expect((await servedPage(server, "/jobs/long-gone-widget-role")).status).toBe(410);
    const api = await server.app.inject({ url: "/api/jobs/long-gone-widget-role" });
    expect(api.statusCode).toBe(410);
    expect(api.json()).toMatchObject({ error: "gone" });
    expect((await servedPage(server, "/jobs/no-such-widget-role")).status).toBe(404);
    expect(textOf((await servedPage(server, "/jobs/no-such-widget-role")).html)).toContain(
      CAREERS_TEXTS.notFoundTitle,
    );
  });

  it("asks the edge to purge a job's page and every list of jobs when the job changes", async () => {
    await server.db.update(jobs).set({ title: "Widget Engineer II" }).where(eq(jobs.slug, "widget-engineer"));
    const [purge] = await server.db.select().from(edgePurges).orderBy(desc(edgePurges.id)).limit(1);
    expect(purge?.keys).toHaveLength(2);
    expect(purge?.keys).toEqual(expect.arrayContaining(["job:widget-engineer", "jobs"]));
    await vi.waitFor(async () =>
      expect(textOf((await servedPage(server, "/jobs/widget-engineer")).html)).toContain(
        "Widget Engineer II",
      ),
    );
  });
});

describe("the jobs feed and the sitemap", () => {
  it("lists the open jobs in /jobs/rss.xml, with their facts, and no closed one", async () => {
    const response = await server.app.inject({ url: JOBS_FEED_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = await new Parser().parseString(response.body);
    expect(feed.link).toBe(`${SITE}/jobs`);
    const titles = feed.items.map((item) => item.title);
    expect(titles).toContain("Remote Widget Writer");
    expect(titles).not.toContain("Closed Widget Role");
    expect(titles).not.toContain("Long Gone Widget Role");
    const writer = feed.items.find((item) => item.title === "Remote Widget Writer");
    expect(writer?.link).toBe(`${SITE}/jobs/remote-widget-writer`);
    expect(writer?.contentSnippet ?? writer?.content).toBeTruthy();
    expect(String(response.headers["surrogate-key"]).split(" ")).toContain("jobs");
  });

  it("lists each open job in the sitemap with its last change, and no closed one", async () => {
    const body = (await server.app.inject({ url: "/sitemap.xml" })).body;
    const [row] = await server.db.select().from(jobs).where(eq(jobs.slug, "remote-widget-writer"));
    expect(body).toContain(
      `<loc>${SITE}/jobs/remote-widget-writer</loc>\n    <lastmod>${row?.updatedAt.toISOString()}</lastmod>`,
    );
    expect(body).toContain(`<loc>${SITE}/jobs</loc>`);
    expect(body).not.toContain("/jobs/closed-widget-role");
    expect(body).not.toContain("/jobs/long-gone-widget-role");
  });
});

describe("the clock", () => {
  it("closes a job's page and takes it out of the list and the feed when its validThrough passes", async () => {
    await server.db
      .insert(jobs)
      .values(
        job("widget-last-call", { title: "Widget Last Call", validThrough: new Date(Date.now() + 2500) }),
      );
    const open = await servedPage(server, "/jobs/widget-last-call");
    expect(jobPosting(open.html)).toBeDefined();
    expect(textOf((await servedPage(server, "/jobs?q=widget")).html)).toContain("Widget Last Call");
    // Nobody saves anything: the publication clock moves the content version at the moment.
    await vi.waitFor(
      async () =>
        expect(textOf((await servedPage(server, "/jobs/widget-last-call")).html)).toContain(
          CAREERS_TEXTS.closedTitle,
        ),
      { timeout: 10_000, interval: 250 },
    );
    expect(jobPosting((await servedPage(server, "/jobs/widget-last-call")).html)).toBeUndefined();
    expect(textOf((await servedPage(server, "/jobs?q=widget")).html)).not.toContain("Widget Last Call");
    expect((await server.app.inject({ url: JOBS_FEED_PATH })).body).not.toContain("Widget Last Call");
    // (Its row still says open: the clock alone closed it.)
    const [row] = await server.db
      .select({ status: jobs.status, past: sql<boolean>`${jobs.validThrough} <= now()` })
      .from(jobs)
      .where(eq(jobs.slug, "widget-last-call"));
    expect(row).toEqual({ status: "open", past: true });
  });
});
