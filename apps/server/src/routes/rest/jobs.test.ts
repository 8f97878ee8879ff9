import { auditLog, contentRevisions, jobs, workingCopies } from "@staffing/db";
import { ADMIN_JOBS, JOB_MESSAGES, type UserRole } from "@staffing/shared";
import { and, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, tokensForEveryRole } from "../../testing";
import { TestReceiver } from "../../webhooks/test-receiver.testing";
import { exampleJob } from "./requests.testing";

// Issue 30, point 1: jobs written by staff through /api/admin/jobs, as posts are: checked field by
// field, sanitised, with a working copy, revisions, the audit log, scheduling and `job.published`.

let server: TestServer;
let receiver: TestReceiver;
const tokens = {} as Record<UserRole, string>;

beforeAll(async () => {
  receiver = await new TestReceiver().start();
  server = await startTestServer({
    // The receiver listens on loopback, as a tool on the same machine would.
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" },
    webhookRetryPolicy: { limit: 1, delaySeconds: 1, backoff: false },
  });
  Object.assign(tokens, await tokensForEveryRole(server, "jobs-password-123"));
  const hook = await call("admin", {
    method: "POST",
    url: "/api/admin/webhooks",
    payload: { url: receiver.url("/jobs"), events: ["job.published"] },
  });
  expect(hook.statusCode).toBe(201);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await receiver?.stop();
});

const call = (role: UserRole | null, options: InjectOptions) =>
  server.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });
const n = () => Math.random().toString(36).slice(2, 8);

interface JobAnswer {
  id: string;
  slug: string;
  title: string;
  status: string;
  description: string;
  location: unknown;
  salary: unknown;
  publishedAt: string | null;
  closedAt: string | null;
  version?: number;
}

async function create(role: UserRole, body: Record<string, unknown>): Promise<JobAnswer> {
  const response = await call(role, { method: "POST", url: "/api/admin/jobs", payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const put = (id: string, body: Record<string, unknown>, role: UserRole = "recruiter") =>
  call(role, { method: "PUT", url: `/api/admin/jobs/${id}`, payload: body });
const jobCount = async () => (await server.db.select({ n: count() }).from(jobs))[0]?.n;
const publishedSlugs = () =>
  receiver.at("/jobs").map((delivery) => (JSON.parse(delivery.body) as { data: { slug: string } }).data.slug);
/** Waits (up to 20 s) until the receiver got job.published for the slug. */
async function waitForPublished(slug: string) {
  const deadline = Date.now() + 20_000;
  while (!publishedSlugs().includes(slug) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("creating a job", () => {
  it("takes the issue's example body, stores it as sent, and announces it (job.published)", async () => {
    const body = exampleJob(n());
    const job = await create("recruiter", body);
    expect(job).toMatchObject({
      title: "Payroll Accountant",
      slug: body.slug,
      employmentType: ["full_time"],
      service: "temporary",
      category: "Accounting",
      location: { city: "Lethbridge", region: "AB", country: "CA", postalCode: "T1J 0N1" },
      remote: "onsite",
      remoteCountries: [],
      salary: { min: 52000, max: 61000, currency: "CAD", unit: "year" },
      validThrough: "2026-12-31T23:59:00.000Z",
      status: "open",
      reference: "REQ-1042",
      closedAt: null,
    });
    expect(job.publishedAt).toEqual(expect.any(String));
    const read = await call("editor", { url: `/api/admin/jobs/${job.id}` });
    expect(read.json()).toMatchObject({ id: job.id, draft: null, version: 0 });

    await waitForPublished(body.slug);
    const delivery = receiver.at("/jobs").find((d) => d.body.includes(body.slug));
    expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({
      type: "job.published",
      data: { id: job.id, slug: body.slug, path: `/jobs/${body.slug}`, reference: "REQ-1042" },
    });
  });

  it("takes a remote job without a place, and a draft is no event", async () => {
    const slug = `remote-analyst-${n()}`;
    const job = await create("editor", {
      title: "Remote analyst",
      slug,
      employmentType: ["contract", "part_time", "contract"],
      service: "direct",
      remote: "remote",
      remoteCountries: ["ca", "US"],
    });
    expect(job).toMatchObject({
      location: null,
      remoteCountries: ["CA", "US"],
      employmentType: ["contract", "part_time"],
      status: "draft",
      publishedAt: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(publishedSlugs()).not.toContain(slug);
  });

  it("sanitises the description as a post's body", async () => {
    const job = await create("admin", {
      ...exampleJob(n()),
      status: "draft",
      description: '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:x()">l</a>',
    });
    expect(job.description).toBe("<p>Hi</p><a>l</a>");
  });

  const refusals: [string, Record<string, unknown>, string, string?][] = [
    ["no title", { title: "" }, "title"],
    ["a slug with spaces", { slug: "Payroll Accountant" }, "slug"],
    ["no type of employment", { employmentType: [] }, "employmentType", JOB_MESSAGES.employmentTypeRequired],
    ["an unknown type of employment", { employmentType: ["gig"] }, "employmentType.0"],
    [
      "a service that is not one of the form's",
      { service: "cooking" },
      "service",
      JOB_MESSAGES.serviceRequired,
    ],
    [
      "a country that is no ISO code",
      { location: { city: "Lethbridge", country: "Canada" } },
      "location.country",
      JOB_MESSAGES.countryCode,
    ],
    ["a place without a city", { location: { country: "CA" } }, "location.city"],
    ["an on-site job without a place", { location: null }, "location", JOB_MESSAGES.locationRequired],
    [
      "a salary whose minimum is over its maximum",
      { salary: { min: 70000, max: 60000, currency: "CAD", unit: "year" } },
      "salary.max",
      JOB_MESSAGES.salaryRange,
    ],
    [
      "a currency that is no ISO code",
      { salary: { min: 1, currency: "BUCKS", unit: "year" } },
      "salary.currency",
      JOB_MESSAGES.currencyCode,
    ],
    [
      "a salary paid per fortnight",
      { salary: { min: 1, currency: "CAD", unit: "fortnight" } },
      "salary.unit",
    ],
    ["a closing date that is no date", { validThrough: "end of year" }, "validThrough"],
    ["a status outside the four", { status: "archived" }, "status"],
    [
      "a remote country that is no code",
      { remote: "remote", remoteCountries: ["Mars"] },
      "remoteCountries.0",
    ],
  ];
  it.each(refusals)(
    "refuses %s with 400 naming the field, and stores nothing",
    async (_, change, field, message) => {
      const before = await jobCount();
      const response = await call("recruiter", {
        method: "POST",
        url: "/api/admin/jobs",
        payload: { ...exampleJob(n()), ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "validation_error" });
      expect(response.json().fields).toHaveProperty([field]);
      if (message) expect(response.json().fields[field]).toContain(message);
      expect(await jobCount()).toBe(before);
    },
  );

  it("refuses a taken slug with 409 and a message that says so, on create and on update", async () => {
    const first = await create("recruiter", { ...exampleJob(n()), status: "draft" });
    const second = await create("recruiter", { ...exampleJob(n()), status: "draft" });
    const again = await call("recruiter", {
      method: "POST",
      url: "/api/admin/jobs",
      payload: { ...exampleJob(n()), slug: first.slug },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "conflict", message: ADMIN_JOBS.slugTaken });
    const renamed = await put(second.id, { ...exampleJob(n()), slug: first.slug });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(ADMIN_JOBS.slugTaken);
  });

  it("is refused to an SEO manager (403 naming the roles) and to nobody signed in (401)", async () => {
    const before = await jobCount();
    const refused = await call("seo_manager", {
      method: "POST",
      url: "/api/admin/jobs",
      payload: exampleJob(n()),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This needs the Admin or Editor or Recruiter role.");
    expect(
      (await call(null, { method: "POST", url: "/api/admin/jobs", payload: exampleJob(n()) })).statusCode,
    ).toBe(401);
    expect(await jobCount()).toBe(before);
  });
});

describe("a job's life", () => {
  it("closing or filling it notes when, keeps the day it was posted; opening it again clears that", async () => {
    const body = exampleJob(n());
    const job = await create("recruiter", body);
    const closed = (await put(job.id, { ...body, status: "closed" })).json() as JobAnswer;
    expect(closed.closedAt).toEqual(expect.any(String));
    expect(closed.publishedAt).toBe(job.publishedAt);
    const filled = (await put(job.id, { ...body, status: "filled" })).json() as JobAnswer;
    expect(filled.closedAt).toBe(closed.closedAt);
    const reopened = (await put(job.id, { ...body, status: "open" })).json() as JobAnswer;
    expect(reopened).toMatchObject({ status: "open", closedAt: null, publishedAt: job.publishedAt });
  });

  it("writes each change in the audit log, named by its title", async () => {
    const body = exampleJob(n());
    const job = await create("recruiter", { ...body, status: "draft" });
    await put(job.id, { ...body, status: "open" });
    await call("recruiter", { method: "DELETE", url: `/api/admin/jobs/${job.id}` });
    const entries = (
      await call("admin", { url: `/api/admin/audit-log?entityType=job&entityId=${job.id}` })
    ).json() as {
      action: string;
      actorEmail: string;
      recordName: string;
      before: { status?: string } | null;
      after: { status?: string } | null;
    }[];
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    expect(entries.every((entry) => entry.actorEmail === "recruiter@example.com")).toBe(true);
    expect(entries.every((entry) => entry.recordName === "Payroll Accountant")).toBe(true);
    expect(entries[1]).toMatchObject({ before: { status: "draft" }, after: { status: "open" } });
    expect((await call("admin", { url: `/api/admin/jobs/${job.id}` })).statusCode).toBe(404);
    const left = await server.db.select().from(contentRevisions).where(eq(contentRevisions.entityId, job.id));
    expect(left).toEqual([]);
  });

  it("announces a scheduled job when its moment comes, not before", async () => {
    const body = { ...exampleJob(n()), publishedAt: new Date(Date.now() + 2000).toISOString() };
    const job = await create("recruiter", body);
    expect(Date.parse(job.publishedAt ?? "")).toBe(Date.parse(body.publishedAt));
    expect(publishedSlugs()).not.toContain(body.slug);
    await waitForPublished(body.slug);
    expect(publishedSlugs().filter((slug) => slug === body.slug)).toHaveLength(1);
  });
});

describe("the working copy", () => {
  it("keeps anything typed apart from the job, and the save that goes live drops it", async () => {
    const body = exampleJob(n());
    const job = await create("recruiter", body);
    const saved = await call("recruiter", {
      method: "PUT",
      url: `/api/admin/jobs/${job.id}/draft`,
      payload: {
        ...body,
        title: "",
        salary: { min: "52 0", max: null, currency: "C", unit: "year" },
        baseVersion: 0,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1 });
    const opened = (await call("recruiter", { url: `/api/admin/jobs/${job.id}` })).json();
    expect(opened).toMatchObject({
      title: "Payroll Accountant",
      version: 1,
      draft: { title: "", salary: { min: "52 0", currency: "C" } },
    });
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.title).toBe("Payroll Accountant");

    // A colleague's editor still on version 0 is refused, told who changed it.
    const stale = await call("editor", {
      method: "PUT",
      url: `/api/admin/jobs/${job.id}/draft`,
      payload: { ...body, title: "Mine", baseVersion: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: "conflict", changedBy: "recruiter" });
    expect(stale.json().message).toMatch(/changed this job/);
    const staleSave = await put(job.id, { ...body, title: "Mine", baseVersion: 0 }, "editor");
    expect(staleSave.statusCode).toBe(409);

    const live = await put(job.id, { ...body, title: "Senior Payroll Accountant", baseVersion: 1 });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ title: "Senior Payroll Accountant", version: 2 });
    const [copy] = await server.db
      .select()
      .from(workingCopies)
      .where(and(eq(workingCopies.entityType, "job"), eq(workingCopies.entityId, job.id)));
    expect(copy?.fields).toBeNull();

    await call("recruiter", {
      method: "PUT",
      url: `/api/admin/jobs/${job.id}/draft`,
      payload: { title: "Dropped" },
    });
    expect(
      (await call("recruiter", { method: "DELETE", url: `/api/admin/jobs/${job.id}/draft` })).statusCode,
    ).toBe(204);
    expect((await call("recruiter", { url: `/api/admin/jobs/${job.id}` })).json().draft).toBeNull();
  });

  it("sanitises the working copy's description too", async () => {
    const job = await create("recruiter", { ...exampleJob(n()), status: "draft" });
    await call("recruiter", {
      method: "PUT",
      url: `/api/admin/jobs/${job.id}/draft`,
      payload: { description: "<p>Ok</p><script>alert(1)</script>" },
    });
    expect((await call("recruiter", { url: `/api/admin/jobs/${job.id}` })).json().draft.description).toBe(
      "<p>Ok</p>",
    );
  });
});

describe("revisions and preview", () => {
  it("lists each save with the fields it changed, tells the changes in words, and restores one", async () => {
    const body = exampleJob(n());
    const job = await create("recruiter", body);
    await put(job.id, { ...body, salary: { min: 55000, max: 65000, currency: "CAD", unit: "year" } });
    await put(job.id, { ...body, title: "Payroll Lead", status: "filled" });
    const revisions = (await call("recruiter", { url: `/api/admin/jobs/${job.id}/revisions` })).json() as {
      id: number;
      author: string;
      changedFields: string[];
      fields: { title: string; salary: { min: number } };
    }[];
    expect(revisions).toHaveLength(3);
    expect(revisions.map((revision) => revision.changedFields)).toEqual([
      ["title", "salary", "status"],
      ["salary"],
      [],
    ]);
    expect(revisions[0]?.author).toBe("recruiter");
    const oldest = revisions[2];
    const changes = (
      await call("recruiter", { url: `/api/admin/jobs/${job.id}/revisions/${oldest?.id}/changes` })
    ).json() as { changes: { path: string; label: string; before: string; after: string }[] };
    expect(changes.changes).toContainEqual({
      path: "title",
      label: ADMIN_JOBS.revisionFields.title,
      before: "Payroll Accountant",
      after: "Payroll Lead",
    });
    expect(changes.changes.map((change) => change.path)).toContain("status");

    const restored = await call("recruiter", {
      method: "POST",
      url: `/api/admin/jobs/${job.id}/revisions/${oldest?.id}/restore`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    // Its text comes back; it stays filled.
    expect(restored.json()).toMatchObject({
      title: "Payroll Accountant",
      status: "filled",
      salary: { min: 52000 },
    });
  });

  it("makes a signed preview address for a draft", async () => {
    const job = await create("recruiter", { ...exampleJob(n()), status: "draft" });
    const response = await call("recruiter", { method: "POST", url: `/api/admin/jobs/${job.id}/preview` });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/\/preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe("the staff list", () => {
  it("finds by words and status, pages with a total, and sorts by the last change", async () => {
    const tag = n();
    const made: JobAnswer[] = [];
    for (const [index, status] of ["draft", "open", "closed"].entries()) {
      made.push(
        await create("recruiter", {
          ...exampleJob(`${tag}-${index}`),
          title: `Forklift operator ${tag} ${index}`,
          reference: `REQ-${tag}-${index}`,
          status,
        }),
      );
    }
    const list = async (query: string) =>
      (await call("editor", { url: `/api/admin/jobs?${query}` })).json() as {
        items: JobAnswer[];
        total: number;
        page: number;
        limit: number;
      };
    const found = await list(`q=${tag}`);
    expect(found.total).toBe(3);
    expect(found.items.map((job) => job.id)).toEqual(made.map((job) => job.id).reverse());
    expect((await list(`q=${tag}&sort=updated_asc`)).items.map((job) => job.id)).toEqual(
      made.map((job) => job.id),
    );
    expect((await list(`q=REQ-${tag}-1`)).items.map((job) => job.status)).toEqual(["open"]);
    expect((await list(`q=${tag}&status=closed`)).items.map((job) => job.id)).toEqual([made[2]?.id]);
    const second = await list(`q=${tag}&limit=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((job) => job.id)).toEqual([made[0]?.id]);
    expect((await call("editor", { url: "/api/admin/jobs?status=archived" })).statusCode).toBe(400);
  });
});

it("keeps the audit rows and revisions in step with the job (no orphan rows after a delete)", async () => {
  const job = await create("admin", exampleJob(n()));
  await call("admin", { method: "DELETE", url: `/api/admin/jobs/${job.id}` });
  const [revisions] = await server.db
    .select({ n: count() })
    .from(contentRevisions)
    .where(eq(contentRevisions.entityId, job.id));
  const [audit] = await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, job.id));
  expect(revisions?.n).toBe(0);
  expect(audit?.n).toBe(2);
});
