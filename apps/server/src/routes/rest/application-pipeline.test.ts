import { deleteExpiredApplications } from "@staffing/api";
import { insertApplication } from "@staffing/api/testing";
import { createUser } from "@staffing/auth";
import {
  applicationEvents,
  applicationNotes,
  applicationReplies,
  applications,
  auditLog,
  documents,
  jobs,
  users,
} from "@staffing/db";
import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_PIPELINE,
  COMPANY,
  DOCUMENT_MESSAGES,
  MAIL_TEXTS,
  type UserRole,
} from "@staffing/shared";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDocumentLibrary } from "../../documents";
import {
  startTestServer,
  TEST_ADMIN,
  TestMailServer,
  type TestServer,
  tokensForEveryRole,
} from "../../testing";
import { UNKNOWN_ID } from "./requests.testing";

// The candidate pipeline of issue 30 (point 4) over HTTP: the list and its filters, the workspace's
// timeline, stages and assignment, notes, replies mailed to a real SMTP server, bulk stage changes,
// the résumé download, the CSV export, erasing a candidate and the retention job.

const PASSWORD = "pipeline-password-123";
const SITE_SENDER = "website@staffing.example";
const DAY_MS = 86_400_000;

let mail: TestMailServer;
let server: TestServer;
let library: Awaited<ReturnType<typeof openDocumentLibrary>>;
const tokens = {} as Record<UserRole, string>;
let recruiterId: string;
let jobId: string;
let otherJobId: string;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    env: { SMTP_URL: mail.smtpUrl, MAIL_FROM: SITE_SENDER },
    retryPolicy: { limit: 30, delaySeconds: 1, backoff: false },
  });
  library = await openDocumentLibrary(server.config, server.database);
  Object.assign(tokens, await tokensForEveryRole(server, PASSWORD));
  const staff = await server.db.select().from(users);
  recruiterId = staff.find((user) => user.role === "recruiter")?.id ?? "";
  const made = await server.db
    .insert(jobs)
    .values(
      ["Payroll Accountant", "Forklift Operator"].map((title, n) => ({
        title,
        slug: `pipeline-job-${n}-${Date.now()}`,
        employmentType: ["full_time" as const],
        service: "temporary" as const,
        remote: "remote" as const,
      })),
    )
    .returning({ id: jobs.id });
  jobId = made[0]?.id ?? "";
  otherJobId = made[1]?.id ?? "";
}, 120_000);
afterAll(async () => {
  library?.close();
  await server?.close();
  await mail?.stop();
});

const call = (role: UserRole | null, options: InjectOptions) =>
  server.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });

const apply = (values: Parameters<typeof insertApplication>[2] = {}) =>
  insertApplication(server.db, library, { jobId, ...values });

interface Page {
  items: { id: string; stage: string; overdue: boolean; opened: boolean }[];
  total: number;
  page: number;
  pageSize: number;
}
const list = async (query: string): Promise<Page> =>
  (await call("admin", { url: `/api/admin/applications?${query}` })).json();
const listIds = async (query: string) => (await list(query)).items.map((item) => item.id);
const detail = async (id: string) => (await call("admin", { url: `/api/admin/applications/${id}` })).json();
const auditEntries = (id: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "application"), eq(auditLog.entityId, id)));

describe("GET /api/admin/applications", () => {
  it("answers a page of summaries, newest first, with the job, the résumé, opened and overdue", async () => {
    const older = await apply({ name: "Ada Older", createdAt: new Date(Date.now() - 3 * DAY_MS) });
    const newer = await apply({ name: "Bea Newer", phone: "+1 403 555 0100" });
    const page = await list(`jobId=${jobId}&limit=200`);
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const summary = page.items.find((item) => item.id === newer.id);
    expect(summary).toEqual({
      id: newer.id,
      name: "Bea Newer",
      email: newer.email,
      phone: "+1 403 555 0100",
      jobId,
      jobTitle: "Payroll Accountant",
      jobSlug: expect.stringMatching(/^pipeline-job-0-/),
      stage: "new",
      assignee: null,
      createdAt: newer.createdAt.toISOString(),
      opened: false,
      overdue: false,
      resume: {
        id: newer.resumeId,
        displayName: "Bea Newer CV.pdf",
        kind: "pdf",
        size: expect.any(Number),
        scanStatus: "not_scanned",
      },
    });
    expect(page.items.find((item) => item.id === older.id)?.overdue).toBe(true);
  });

  it("filters by job, stage, overdue and search, and pages with the total", async () => {
    const elsewhere = await apply({ jobId: otherJobId, name: "Cleo Elsewhere" });
    const screening = await apply({ name: "Dee Screening", stage: "screening" });
    const late = await apply({ name: "Eve Late", createdAt: new Date(Date.now() - 2 * DAY_MS - 60_000) });
    const lateButSeen = await apply({
      name: "Fay Seen",
      stage: "interview",
      createdAt: new Date(Date.now() - 10 * DAY_MS),
    });
    expect(await listIds(`jobId=${otherJobId}`)).toEqual([elsewhere.id]);
    const screened = await listIds("stage=screening&limit=200");
    expect(screened).toContain(screening.id);
    expect(screened).not.toContain(late.id);
    const overdue = await listIds("overdue=true&limit=200");
    expect(overdue).toContain(late.id);
    expect(overdue).not.toContain(lateButSeen.id);
    expect(overdue).not.toContain(screening.id);
    expect(await listIds("q=EVE%20LATE")).toEqual([late.id]);
    expect(await listIds(`q=${encodeURIComponent(late.email.toUpperCase())}`)).toEqual([late.id]);

    const all = await list("limit=200");
    const first = await list("page=1&limit=2");
    const second = await list("page=2&limit=2");
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.id)).toEqual(all.items.slice(0, 2).map((item) => item.id));
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
  });

  it("answers 400 naming the field for a bad stage, assignee, overdue, page or limit", async () => {
    for (const [query, field] of [
      ["stage=hired", "stage"],
      ["assignee=someone", "assignee"],
      ["overdue=yes", "overdue"],
      ["page=0", "page"],
      ["limit=201", "limit"],
      ["jobId=42", "jobId"],
    ] as const) {
      const response = await call("admin", { url: `/api/admin/applications?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
  });

  it("counts each stage over the other filters (tRPC applications.counts)", async () => {
    const fresh = await server.db
      .insert(jobs)
      .values({
        title: "Counted",
        slug: `counted-${Date.now()}`,
        employmentType: ["contract"],
        service: "temporary",
        remote: "remote",
      })
      .returning({ id: jobs.id });
    const counted = fresh[0]?.id ?? "";
    await apply({ jobId: counted });
    await apply({ jobId: counted, stage: "offer" });
    await apply({ jobId: counted, stage: "offer" });
    const response = await call("recruiter", {
      url: `/trpc/applications.counts?input=${encodeURIComponent(JSON.stringify({ jobId: counted }))}`,
    });
    expect(response.json().result.data).toEqual({
      new: 1,
      screening: 0,
      interview: 0,
      offer: 2,
      placed: 0,
      rejected: 0,
    });
    // The jobs list gives each job its counts by stage.
    const jobsPage = (await call("recruiter", { url: "/api/admin/jobs?q=Counted&limit=100" })).json();
    expect(jobsPage.items.find((job: { id: string }) => job.id === counted)?.applicationCounts).toEqual({
      new: 1,
      screening: 0,
      interview: 0,
      offer: 2,
      placed: 0,
      rejected: 0,
    });
  });
});

describe("GET and PUT /api/admin/applications/{id}", () => {
  it("answers the application with its timeline and marks it opened the first time", async () => {
    const application = await apply({ name: "Gil Opened", coverNote: "I ran payroll for 200 people." });
    const opened = await call("recruiter", { url: `/api/admin/applications/${application.id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      id: application.id,
      opened: true,
      coverNote: "I ran payroll for 200 people.",
      consentText: application.consentText,
      consentedAt: application.consentedAt.toISOString(),
      attribution: expect.any(Object),
      timeline: [
        {
          type: "received",
          at: application.createdAt.toISOString(),
          summary: APPLICATION_PIPELINE.receivedEntry("Gil Opened", "Payroll Accountant"),
        },
      ],
    });
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.openedAt).not.toBeNull();
    expect((await list(`q=Gil%20Opened`)).items[0]?.opened).toBe(true);
  });

  it("moves the stage and assigns, each a timeline event and an audit entry, and lists by assignee", async () => {
    const application = await apply({ name: "Hal Moved" });
    const response = await call("admin", {
      method: "PUT",
      url: `/api/admin/applications/${application.id}`,
      payload: { stage: "interview", assigneeId: recruiterId },
    });
    expect(response.statusCode).toBe(200);
    const recruiterName = (await server.db.select().from(users).where(eq(users.id, recruiterId)))[0]
      ?.username;
    expect(response.json()).toMatchObject({
      stage: "interview",
      assignee: { id: recruiterId, name: recruiterName },
      timeline: [
        { type: "received" },
        { type: "assignment", by: "admin", toId: recruiterId, toName: recruiterName },
        {
          type: "stage",
          by: "admin",
          from: "new",
          to: "interview",
          summary: APPLICATION_PIPELINE.stageEntry("admin", "new", "interview"),
        },
      ],
    });
    expect(await listIds(`assignee=${recruiterId}&limit=200`)).toContain(application.id);
    expect(await listIds("assignee=none&limit=200")).not.toContain(application.id);
    const mine = await call("recruiter", { url: "/api/admin/applications?assignee=me&limit=200" });
    expect((mine.json() as Page).items.map((item) => item.id)).toContain(application.id);
    const audited = (await auditEntries(application.id)).map((entry) => entry.after);
    expect(audited).toContainEqual({ stage: "interview" });
    expect(audited).toContainEqual({ assigneeId: recruiterId });

    // The activity feed tells it in a sentence, by name.
    const activity = await call("admin", { url: "/trpc/stats.activity" });
    expect(activity.statusCode).toBe(200);
    expect(JSON.stringify(activity.json())).toContain("moved Hal Moved's application to Interview");

    const unassigned = await call("admin", {
      method: "PUT",
      url: `/api/admin/applications/${application.id}`,
      payload: { assigneeId: null },
    });
    expect(unassigned.json().assignee).toBeNull();
  });

  it("refuses with 400 naming assigneeId an editor, a disabled admin or nobody, and changes nothing", async () => {
    const application = await apply();
    const [editor] = await server.db.select().from(users).where(eq(users.role, "editor"));
    const disabled = await createUser(server.db, {
      email: `gone-${Date.now()}@example.com`,
      username: `gone-${Date.now()}`,
      role: "admin",
      password: PASSWORD,
    });
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    for (const assigneeId of [editor?.id, disabled.id, UNKNOWN_ID]) {
      const response = await call("admin", {
        method: "PUT",
        url: `/api/admin/applications/${application.id}`,
        payload: { assigneeId, stage: "rejected" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.assigneeId).toEqual([APPLICATION_PIPELINE.assigneeRefused]);
    }
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ assigneeId: null, stage: "new" });
    const empty = await call("admin", {
      method: "PUT",
      url: `/api/admin/applications/${application.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 for an unknown application", async () => {
    expect((await call("admin", { url: `/api/admin/applications/${UNKNOWN_ID}` })).statusCode).toBe(404);
    const put = await call("admin", {
      method: "PUT",
      url: `/api/admin/applications/${UNKNOWN_ID}`,
      payload: { stage: "offer" },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe("POST /api/admin/applications/{id}/notes", () => {
  it("adds a note to the timeline; the audit entry says a note was added, not what it says", async () => {
    const application = await apply({ name: "Ida Noted" });
    const response = await call("recruiter", {
      method: "POST",
      url: `/api/admin/applications/${application.id}/notes`,
      payload: { body: "  Strong payroll background.  " },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: "note", body: "Strong payroll background." });
    expect((await detail(application.id)).timeline.map((entry: { type: string }) => entry.type)).toEqual([
      "received",
      "note",
    ]);
    const audited = await auditEntries(application.id);
    expect(audited.map((entry) => entry.after)).toEqual([{ note: true }]);
    const empty = await call("admin", {
      method: "POST",
      url: `/api/admin/applications/${application.id}/notes`,
      payload: { body: " " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty("body");
  });
});

describe("POST /api/admin/applications/{id}/replies", () => {
  it("mails the candidate with Reply-To the staff member, moves a new application to screening, and shows it sent", async () => {
    const application = await apply({ name: "Jo Replied" });
    const response = await call("admin", {
      method: "POST",
      url: `/api/admin/applications/${application.id}/replies`,
      payload: { body: "Hi Jo,\n\nCould you talk on Tuesday?" },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      type: "reply",
      delivery: "queued",
      subject: APPLICATION_PIPELINE.replySubject("Payroll Accountant"),
    });
    const message = await mail.waitFor((m) => m.to.includes(application.email));
    expect(message.subject).toBe(APPLICATION_PIPELINE.replySubject("Payroll Accountant"));
    expect(message.from).toContain(SITE_SENDER);
    expect(message.replyTo).toContain(TEST_ADMIN.email);
    expect(message.text).toContain("Could you talk on Tuesday?");
    expect(message.text).toContain(MAIL_TEXTS.inquiryReply.signature("admin", COMPANY.name));
    await expect
      .poll(
        async () =>
          (await detail(application.id)).timeline.find((entry: { type: string }) => entry.type === "reply")
            ?.delivery,
        { timeout: 15_000 },
      )
      .toBe("sent");
    expect((await detail(application.id)).stage).toBe("screening");
    const missing = await call("admin", {
      method: "POST",
      url: `/api/admin/applications/${UNKNOWN_ID}/replies`,
      payload: { body: "Hello" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("POST /api/admin/applications/stage", () => {
  it("moves several to one stage and answers how many changed, each with its event", async () => {
    const first = await apply();
    const second = await apply({ stage: "offer" });
    const body = { ids: [first.id, second.id, UNKNOWN_ID], stage: "offer" };
    const response = await call("recruiter", {
      method: "POST",
      url: "/api/admin/applications/stage",
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });
    expect((await detail(first.id)).timeline).toMatchObject([
      { type: "received" },
      { type: "stage", from: "new", to: "offer" },
    ]);
    expect((await detail(second.id)).timeline).toHaveLength(1);
    const bad = await call("admin", {
      method: "POST",
      url: "/api/admin/applications/stage",
      payload: { ids: [], stage: "offer" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("ids");
  });
});

describe("GET /api/admin/applications/{id}/resume", () => {
  it("sends the résumé as an attachment that runs nothing", async () => {
    const application = await apply({ name: "Kim Resume" });
    const response = await call("recruiter", { url: `/api/admin/applications/${application.id}/resume` });
    expect(response.statusCode).toBe(200);
    // Never the bytes' own type: no browser shows it inline.
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["content-disposition"]).toMatch(/^attachment;.*Kim Resume CV\.pdf/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a file still waiting for the scanner or flagged by it (409 with the reason), and an application without one (404)", async () => {
    const pending = await apply();
    await server.db
      .update(documents)
      .set({ scanStatus: "pending" })
      .where(eq(documents.id, pending.resumeId ?? ""));
    const waiting = await call("admin", { url: `/api/admin/applications/${pending.id}/resume` });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(DOCUMENT_MESSAGES.downloadPending);
    const infected = await apply();
    await server.db
      .update(documents)
      .set({ scanStatus: "infected", stored: false })
      .where(eq(documents.id, infected.resumeId ?? ""));
    const flagged = await call("admin", { url: `/api/admin/applications/${infected.id}/resume` });
    expect(flagged.statusCode).toBe(409);
    expect(flagged.json().message).toBe(DOCUMENT_MESSAGES.downloadInfected);
    const without = await apply({ resume: false });
    const none = await call("admin", { url: `/api/admin/applications/${without.id}/resume` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(APPLICATION_PIPELINE.noResume);
  });
});

describe("GET /api/admin/applications/export.csv", () => {
  it("exports the filtered applications with the formula guard", async () => {
    const sneaky = await apply({
      jobId: otherJobId,
      name: '=HYPERLINK("https://evil.example")',
      coverNote: "+1 call me",
    });
    const response = await call("admin", { url: `/api/admin/applications/export.csv?jobId=${otherJobId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(APPLICATION_CSV_COLUMNS.map((column) => `"${column}"`).join(","));
    const row = lines.find((line) => line.includes(sneaky.email));
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(row).toContain(`"'+1 call me"`);
    // Only the job asked for.
    expect(lines.slice(1).every((line) => line.includes("Forklift Operator"))).toBe(true);
    const refused = await call("editor", { url: "/api/admin/applications/export.csv" });
    expect(refused.statusCode).toBe(403);
  });
});

describe("POST /api/admin/candidates/erase", () => {
  it("deletes every application of the address with its timeline and résumé files; the audit log says how many, not who", async () => {
    const email = `erase-me-${Date.now()}@example.com`;
    const first = await apply({ name: "Lee Erased", email });
    const second = await apply({ name: "Lee Erased", email: email.toUpperCase(), jobId: otherJobId });
    const kept = await apply({ name: "Lee Kept" });
    await call("admin", {
      method: "POST",
      url: `/api/admin/applications/${first.id}/notes`,
      payload: { body: "Spoke with Lee." },
    });
    await call("admin", {
      method: "PUT",
      url: `/api/admin/applications/${first.id}`,
      payload: { stage: "offer" },
    });
    const resumeIds = [first.resumeId ?? "", second.resumeId ?? ""];
    expect(await library.storage.get(resumeIds[0] ?? "")).not.toBeNull();

    const refused = await call("recruiter", {
      method: "POST",
      url: "/api/admin/candidates/erase",
      payload: { email },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/role/);

    const response = await call("admin", {
      method: "POST",
      url: "/api/admin/candidates/erase",
      payload: { email: ` ${email.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: 2 });
    const ids = [first.id, second.id];
    expect(await server.db.select().from(applications).where(inArray(applications.id, ids))).toEqual([]);
    for (const table of [applicationNotes, applicationEvents, applicationReplies])
      expect(
        (await server.db.select({ n: count() }).from(table).where(inArray(table.applicationId, ids)))[0]?.n,
      ).toBe(0);
    expect(await server.db.select().from(documents).where(inArray(documents.id, resumeIds))).toEqual([]);
    for (const id of resumeIds) expect(await library.storage.get(id)).toBeNull();
    expect((await detail(kept.id)).id).toBe(kept.id);

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "candidate"))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.after).toEqual({ applications: 2 });
    const everything = JSON.stringify(await server.db.select().from(auditLog));
    expect(everything.toLowerCase()).not.toContain(email.toLowerCase());
    expect(everything).not.toContain("Lee Erased");
    expect(everything).not.toContain("Spoke with Lee");
    const log = (await call("admin", { url: "/api/admin/audit-log?entityType=candidate" })).json();
    expect(log[0]).toMatchObject({
      recordName: APPLICATION_PIPELINE.candidateRecord,
      actionLabel: APPLICATION_PIPELINE.actions.erased(2),
    });
  });

  it("answers 400 naming email for a malformed address", async () => {
    const response = await call("admin", {
      method: "POST",
      url: "/api/admin/candidates/erase",
      payload: { email: "not-an-address" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty("email");
  });
});

describe("the retention job", () => {
  it("deletes applications older than APPLICATION_RETENTION_DAYS with their résumés, and only those", async () => {
    const days = server.config.applicationRetentionDays;
    const old = await apply({ name: "Old Timer", createdAt: new Date(Date.now() - (days + 1) * DAY_MS) });
    const recent = await apply({ name: "Recent", createdAt: new Date(Date.now() - (days - 1) * DAY_MS) });
    const removed = await deleteExpiredApplications(server.db, library, days);
    expect(removed.applications).toBeGreaterThanOrEqual(1);
    const left = await server.db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, [old.id, recent.id]));
    expect(left).toEqual([{ id: recent.id }]);
    expect(await library.storage.get(old.resumeId ?? "")).toBeNull();
    expect(
      await server.db
        .select()
        .from(documents)
        .where(eq(documents.id, old.resumeId ?? "")),
    ).toEqual([]);
    expect(await library.storage.get(recent.resumeId ?? "")).not.toBeNull();
  });

  it("is scheduled once a night in the job system", async () => {
    const scheduled: unknown = await server.db.execute(
      sql`select name, cron from pgboss.schedule where name = 'application-retention'`,
    );
    // PGlite answers { rows }, postgres.js the rows themselves.
    const rows = Array.isArray(scheduled) ? scheduled : (scheduled as { rows: unknown[] }).rows;
    expect(rows).toEqual([{ name: "application-retention", cron: "41 3 * * *" }]);
  });
});

describe("who may", () => {
  it("refuses editors and SEO managers every pipeline path with 403 and a message", async () => {
    const application = await apply();
    const requests: InjectOptions[] = [
      { url: "/api/admin/applications" },
      { url: `/api/admin/applications/${application.id}` },
      { method: "PUT", url: `/api/admin/applications/${application.id}`, payload: { stage: "offer" } },
      { method: "POST", url: `/api/admin/applications/${application.id}/notes`, payload: { body: "Hi" } },
      { method: "POST", url: `/api/admin/applications/${application.id}/replies`, payload: { body: "Hi" } },
      { url: `/api/admin/applications/${application.id}/resume` },
      {
        method: "POST",
        url: "/api/admin/applications/stage",
        payload: { ids: [application.id], stage: "offer" },
      },
      { method: "POST", url: "/api/admin/candidates/erase", payload: { email: application.email } },
    ];
    for (const role of ["editor", "seo_manager"] as const)
      for (const request of requests) {
        const response = await call(role, request);
        expect(response.statusCode, `${role} ${request.method ?? "GET"} ${request.url}`).toBe(403);
        expect(response.json().message).toMatch(/role/);
      }
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ stage: "new", openedAt: null });
  });
});
