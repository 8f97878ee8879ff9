import { type DatabaseHandle, jobs, type NewJob, readContentVersion } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { NO_JOBS } from "@staffing/jobs";
import { CLOSED_JOB_PAGE_DAYS, JOBS_PAGE_SIZE } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";
import { DomainError } from "../services/errors";
import { announceDuePublications, nextScheduledPublication } from "../services/scheduled-publishing";

// The careers pages' public reads (issue 30): which jobs a visitor sees, by the filters and by the
// clock, one job's page while open, closed (30 days) and gone, and the sitemap and site search.

const SITE = "https://www.example.com";
const DAY = 86_400_000;
let database: DatabaseHandle;
const visitor = () => createCaller(createInnerContext({ db: database.db, siteUrl: SITE, user: null }));
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const daysAhead = (days: number) => new Date(Date.now() + days * DAY);

/** A job as staff would have saved it: open, posted a day ago, in Calgary. */
function job(slug: string, fields: Partial<NewJob> = {}): NewJob {
  return {
    title: `Job ${slug}`,
    slug,
    summary: `Summary of ${slug}`,
    description: `<p>Description of ${slug}.</p>`,
    employmentType: ["full_time"],
    service: "temporary",
    category: "Accounting",
    city: "Calgary",
    region: "AB",
    country: "CA",
    postalCode: "T2P 1J9",
    status: "open",
    publishedAt: daysAgo(1),
    ...fields,
  };
}

/** The refusal a procedure threw: its tRPC code, and whether the service said the thing is gone. */
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof TRPCError
        ? { code: error.code, gone: error.cause instanceof DomainError && error.cause.code === "gone" }
        : error,
  );

const slugsOf = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(jobs).values([
    job("payroll-accountant", {
      title: "Payroll Accountant",
      description: "<p>Run <strong>bi-weekly payroll</strong> in Ceridian.</p><script>alert(1)</script>",
      publishedAt: daysAgo(1),
      salary: { min: 52000, max: 61000, currency: "CAD", unit: "year" },
      reference: "REQ-1042",
      validThrough: daysAhead(20),
    }),
    job("warehouse-associate", {
      title: "Warehouse Associate",
      category: "Logistics",
      city: "Edmonton",
      employmentType: ["temporary", "part_time"],
      publishedAt: daysAgo(2),
    }),
    job("remote-support", {
      title: "Customer Support Specialist",
      service: "virtual",
      category: "Customer Support",
      city: null,
      region: null,
      country: null,
      postalCode: null,
      remote: "remote",
      remoteCountries: ["CA", "US"],
      publishedAt: daysAgo(3),
    }),
    job("data-engineer", {
      title: "Senior Data Engineer",
      service: "direct",
      category: "Information Technology",
      remote: "hybrid",
      publishedAt: daysAgo(4),
    }),
    job("hr-partner", {
      title: "HR Business Partner",
      service: "consultation",
      category: "accounting",
      employmentType: ["contract"],
      publishedAt: daysAgo(5),
    }),
    // Not listed: a draft, one scheduled for tomorrow, one expired, one closed, one filled long ago.
    job("draft-job", { status: "draft", publishedAt: null }),
    job("scheduled-job", { publishedAt: daysAhead(1) }),
    job("expired-job", { publishedAt: daysAgo(20), validThrough: daysAgo(2) }),
    job("expired-long-ago", { publishedAt: daysAgo(90), validThrough: daysAgo(CLOSED_JOB_PAGE_DAYS + 1) }),
    job("closed-job", { status: "closed", publishedAt: daysAgo(20), closedAt: daysAgo(5) }),
    job("filled-long-ago", {
      status: "filled",
      publishedAt: daysAgo(90),
      closedAt: daysAgo(CLOSED_JOB_PAGE_DAYS + 2),
    }),
    job("never-public", { status: "closed", publishedAt: null, closedAt: daysAgo(1) }),
  ]);
});
afterAll(() => database?.close());

describe("the list of open jobs", () => {
  it("lists open, public, unexpired jobs only, newest first, with their count", async () => {
    const page = await visitor().jobListings.list({});
    expect(slugsOf(page)).toEqual([
      "payroll-accountant",
      "warehouse-associate",
      "remote-support",
      "data-engineer",
      "hr-partner",
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1, limit: JOBS_PAGE_SIZE });
  });

  it("pages through them, counting every page", async () => {
    const first = await visitor().jobListings.list({ limit: 2 });
    const third = await visitor().jobListings.list({ limit: 2, page: 3 });
    expect(slugsOf(first)).toEqual(["payroll-accountant", "warehouse-associate"]);
    expect(slugsOf(third)).toEqual(["hr-partner"]);
    expect(third).toMatchObject({ total: 5, pageCount: 3, page: 3 });
    expect((await visitor().jobListings.list({ limit: 2, page: 4 })).items).toEqual([]);
  });

  it("filters by service, category (any case), type, work arrangement and place", async () => {
    const api = visitor();
    expect(slugsOf(await api.jobListings.list({ service: "virtual" }))).toEqual(["remote-support"]);
    expect(slugsOf(await api.jobListings.list({ category: "ACCOUNTING" }))).toEqual([
      "payroll-accountant",
      "hr-partner",
    ]);
    expect(slugsOf(await api.jobListings.list({ employmentType: "part_time" }))).toEqual([
      "warehouse-associate",
    ]);
    expect(slugsOf(await api.jobListings.list({ remote: "hybrid" }))).toEqual(["data-engineer"]);
    expect(slugsOf(await api.jobListings.list({ location: "edmonton" }))).toEqual(["warehouse-associate"]);
    expect((await api.jobListings.list({ location: "ab" })).total).toBe(4);
    expect((await api.jobListings.list({ location: "CA" })).total).toBe(4);
    // A part of a city's name is not the city.
    expect((await api.jobListings.list({ location: "Calg" })).total).toBe(0);
    const both = await api.jobListings.list({ category: "accounting", employmentType: "contract" });
    expect(slugsOf(both)).toEqual(["hr-partner"]);
    expect(both.total).toBe(1);
  });

  it("finds jobs by the words of their title, place, summary and description, each word's start", async () => {
    const api = visitor();
    expect(slugsOf(await api.jobListings.list({ q: "payr" }))).toEqual(["payroll-accountant"]);
    expect(slugsOf(await api.jobListings.list({ q: "ceridian" }))).toEqual(["payroll-accountant"]);
    expect(slugsOf(await api.jobListings.list({ q: "edmonton" }))).toEqual(["warehouse-associate"]);
    // Closed and expired jobs hold the words too, and are not found.
    expect((await api.jobListings.list({ q: "expired" })).total).toBe(0);
    expect((await api.jobListings.list({ q: "zzzz" })).items).toEqual([]);
  });

  it("offers the open jobs' categories and places for the filters", async () => {
    const { filters } = await visitor().jobListings.list({ service: "virtual" });
    // Of every open job, whatever the list's filters; a category in two cases once.
    expect(filters.categories).toEqual([
      "Accounting",
      "Customer Support",
      "Information Technology",
      "Logistics",
    ]);
    expect(filters.locations).toEqual([
      { city: "Calgary", region: "AB", country: "CA" },
      { city: "Edmonton", region: "AB", country: "CA" },
    ]);
  });

  it("gives each job's place as one location, and its description cleaned of scripts", async () => {
    const { items } = await visitor().jobListings.list({ q: "payroll" });
    const [payroll] = items;
    expect(payroll?.location).toEqual({
      city: "Calgary",
      region: "AB",
      country: "CA",
      postalCode: "T2P 1J9",
    });
    expect(payroll?.description).toBe("<p>Run <strong>bi-weekly payroll</strong> in Ceridian.</p>");
    expect(payroll?.url).toBe("/jobs/payroll-accountant");
    const remote = (await visitor().jobListings.list({ service: "virtual" })).items[0];
    expect(remote?.location).toBeNull();
    expect(remote?.remoteCountries).toEqual(["CA", "US"]);
  });

  it("refuses a filter that is not one of the vocabulary's, naming it", async () => {
    const refusal = await visitor()
      .jobListings.list({ remote: "sometimes" as "remote" })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect((refusal as TRPCError).code).toBe("BAD_REQUEST");
  });
});

describe("one job", () => {
  it("answers an open job, with up to three similar open jobs of its service or category", async () => {
    const found = await visitor().jobListings.bySlug({ slug: "payroll-accountant" });
    expect(found).toMatchObject({
      title: "Payroll Accountant",
      closed: false,
      closedAt: null,
      reference: "REQ-1042",
    });
    // The same category first (any case), then the same service.
    expect(found.similar.map((one) => one.slug)).toEqual(["hr-partner", "warehouse-associate"]);
  });

  it("answers a job closed five days ago as closed, with when it closed", async () => {
    const found = await visitor().jobListings.bySlug({ slug: "closed-job" });
    expect(found.closed).toBe(true);
    expect(found.closedAt?.getTime()).toBeCloseTo(daysAgo(5).getTime(), -4);
    expect(found.similar.map((one) => one.slug)).toEqual([
      "payroll-accountant",
      "hr-partner",
      "warehouse-associate",
    ]);
  });

  it("answers a job past its validThrough as closed at that moment", async () => {
    const found = await visitor().jobListings.bySlug({ slug: "expired-job" });
    expect(found.closed).toBe(true);
    expect(found.closedAt?.getTime()).toBeCloseTo(daysAgo(2).getTime(), -4);
  });

  it(`answers gone for a job closed or expired more than ${CLOSED_JOB_PAGE_DAYS} days ago`, async () => {
    expect(await refusalOf(visitor().jobListings.bySlug({ slug: "filled-long-ago" }))).toEqual({
      code: "NOT_FOUND",
      gone: true,
    });
    expect(await refusalOf(visitor().jobListings.bySlug({ slug: "expired-long-ago" }))).toEqual({
      code: "NOT_FOUND",
      gone: true,
    });
  });

  it("does not know a draft, a scheduled job, one closed before it was ever public, or an unknown one", async () => {
    for (const slug of ["draft-job", "scheduled-job", "never-public", "no-such-job"]) {
      expect(await refusalOf(visitor().jobListings.bySlug({ slug }))).toEqual({
        code: "NOT_FOUND",
        gone: false,
      });
    }
  });
});

describe("jobs elsewhere on the site", () => {
  it("puts the open jobs in the sitemap with their last change, and /jobs dated by the newest", async () => {
    const entries = await visitor().seo.sitemapEntries();
    const paths = entries.map((entry) => entry.path);
    for (const slug of ["payroll-accountant", "remote-support", "hr-partner"])
      expect(paths).toContain(`/jobs/${slug}`);
    for (const slug of ["draft-job", "scheduled-job", "expired-job", "closed-job", "filled-long-ago"])
      expect(paths).not.toContain(`/jobs/${slug}`);
    const [payroll] = await database.db.select().from(jobs).where(eq(jobs.slug, "payroll-accountant"));
    const entry = entries.find((one) => one.path === "/jobs/payroll-accountant");
    expect(new Date(entry?.lastModified ?? 0).getTime()).toBe(payroll?.updatedAt.getTime());
    expect(entries.find((one) => one.path === "/jobs")?.lastModified).not.toBeNull();
  });

  it("finds open jobs in the site search, never closed or expired ones", async () => {
    const { items } = await visitor().search.site({ q: "summary" });
    const urls = items.map((item) => item.url);
    expect(urls).toContain("/jobs/payroll-accountant");
    expect(urls).not.toContain("/jobs/closed-job");
    expect(urls).not.toContain("/jobs/expired-job");
    const payroll = (await visitor().search.site({ q: "ceridian" })).items[0];
    expect(payroll).toMatchObject({ title: "Payroll Accountant", url: "/jobs/payroll-accountant" });
    expect(payroll?.highlight).toContain("«Ceridian»");
  });
});

describe("the clock", () => {
  it("takes a job out of the list, the sitemap and the search the moment its validThrough passes", async () => {
    await announceDuePublications(database.db, NO_JOBS);
    const closesAt = new Date(Date.now() + 2000);
    await database.db
      .insert(jobs)
      .values(job("closing-soon", { title: "Closing soon", validThrough: closesAt }));
    const api = visitor();
    expect(slugsOf(await api.jobListings.list({ q: "closing" }))).toEqual(["closing-soon"]);
    // The publication clock wakes for it.
    const next = await nextScheduledPublication(database.db);
    expect(next?.getTime()).toBeLessThanOrEqual(closesAt.getTime());
    const before = await readContentVersion(database.db);

    await vi.waitFor(async () => expect((await api.jobListings.list({ q: "closing" })).total).toBe(0), {
      timeout: 5000,
      interval: 200,
    });
    expect((await api.seo.sitemapEntries()).map((entry) => entry.path)).not.toContain("/jobs/closing-soon");
    expect((await api.search.site({ q: "closing" })).items).toEqual([]);
    expect((await api.jobListings.bySlug({ slug: "closing-soon" })).closed).toBe(true);
    // The due check moves the content version once for it, so no kept answer outlives the moment.
    expect(await announceDuePublications(database.db, NO_JOBS)).toBe(true);
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);
    expect(await announceDuePublications(database.db, NO_JOBS)).toBe(false);
  });

  it("wakes the clock for the moment a closed job's page turns into 410 Gone", async () => {
    const closedAt = new Date(Date.now() - CLOSED_JOB_PAGE_DAYS * DAY + 60_000);
    await database.db
      .insert(jobs)
      .values(job("gone-in-a-minute", { status: "filled", publishedAt: daysAgo(60), closedAt }));
    const next = await nextScheduledPublication(database.db);
    expect(next?.getTime()).toBeLessThanOrEqual(closedAt.getTime() + CLOSED_JOB_PAGE_DAYS * DAY);
    expect((await visitor().jobListings.bySlug({ slug: "gone-in-a-minute" })).closed).toBe(true);
  });
});
