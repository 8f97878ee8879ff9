import { createUser } from "@staffing/auth";
import { auditLog, inquiries, users } from "@staffing/db";
import { ADMIN_INQUIRY_PIPELINE, COMPANY, MAIL_TEXTS, type UserRole } from "@staffing/shared";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  TEST_ADMIN,
  TestMailServer,
  type TestServer,
  tokensForEveryRole,
} from "../../testing";
import { UNKNOWN_ID } from "./requests.testing";

// The inquiry pipeline of issue 21 over HTTP: notes, the timeline, assignment, bulk status, replies
// mailed through the queue to a real SMTP server, and the 24-hour promise (its fixed-clock cases:
// packages/api/src/services/inquiry-promise.test.ts).

const PASSWORD = "pipeline-password-123";
const SITE_SENDER = "website@staffing.example";
const HOUR_MS = 3_600_000;

let mail: TestMailServer;
let server: TestServer;
const tokens = {} as Record<UserRole, string>;
let adminId: string;

beforeAll(async () => {
  mail = await new TestMailServer().start();
  server = await startTestServer({
    env: { SMTP_URL: mail.smtpUrl, MAIL_FROM: SITE_SENDER },
    retryPolicy: { limit: 30, delaySeconds: 1, backoff: false },
  });
  Object.assign(tokens, await tokensForEveryRole(server, PASSWORD));
  const [admin] = await server.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  adminId = admin?.id ?? "";
}, 120_000);
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const call = (role: UserRole | null, options: InjectOptions) =>
  server.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });

let sent = 0;
/** A fresh inquiry, as a visitor sends it. */
async function newInquiry(name = "Ada Lovelace"): Promise<string> {
  sent++;
  const [row] = await server.db
    .insert(inquiries)
    .values({ name, email: `visitor${sent}-${Date.now()}@example.com`, message: "Two engineers, please." })
    .returning({ id: inquiries.id });
  return row?.id ?? "";
}

const detail = async (id: string) => (await call("admin", { url: `/api/admin/inquiries/${id}` })).json();
const listIds = async (query: string) =>
  ((await call("admin", { url: `/api/admin/inquiries?${query}` })).json() as { id: string }[]).map(
    (row) => row.id,
  );

/** Makes an inquiry look as if it arrived `hours` ago. */
const receivedHoursAgo = (id: string, hours: number) =>
  server.db
    .update(inquiries)
    .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
    .where(eq(inquiries.id, id));

const auditEntries = (id: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "inquiry"), eq(auditLog.entityId, id)));

describe("POST /api/admin/inquiries/{id}/notes", () => {
  it("answers 201 with the note, its author's name and time, and keeps it in the timeline and the audit log", async () => {
    const id = await newInquiry();
    const response = await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${id}/notes`,
      payload: { body: "  Called them: they start in March.  " },
    });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({ type: "note", body: "Called them: they start in March.", by: "admin" });
    expect(Date.now() - new Date(note.at).getTime()).toBeLessThan(60_000);
    expect((await detail(id)).timeline).toEqual([note]);
    expect((await auditEntries(id)).map((entry) => entry.after)).toContainEqual({
      note: "Called them: they start in March.",
    });
  });

  it("answers 400 naming body for an empty note or one over 5,000 characters, and stores nothing", async () => {
    const id = await newInquiry();
    for (const body of ["   ", "x".repeat(5001), undefined]) {
      const response = await call("admin", {
        method: "POST",
        url: `/api/admin/inquiries/${id}/notes`,
        payload: body === undefined ? {} : { body },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty("body");
    }
    const fiveThousand = await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${id}/notes`,
      payload: { body: "y".repeat(5000) },
    });
    expect(fiveThousand.statusCode).toBe(201);
    expect((await detail(id)).timeline).toHaveLength(1);
  });

  it("answers 404 for an unknown inquiry and 403 for editors and SEO managers", async () => {
    const missing = await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${UNKNOWN_ID}/notes`,
      payload: { body: "Hello" },
    });
    expect(missing.statusCode).toBe(404);
    const id = await newInquiry();
    for (const role of ["editor", "seo_manager"] as const) {
      const refused = await call(role, {
        method: "POST",
        url: `/api/admin/inquiries/${id}/notes`,
        payload: { body: "Hello" },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await detail(id)).timeline).toEqual([]);
  });
});

describe("GET /api/admin/inquiries/{id}", () => {
  it("answers the inquiry with its timeline oldest first, each entry with who and when", async () => {
    const id = await newInquiry();
    await call("admin", {
      method: "PUT",
      url: `/api/admin/inquiries/${id}`,
      payload: { assigneeId: adminId },
    });
    await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${id}/notes`,
      payload: { body: "First note" },
    });
    await call("admin", { method: "PUT", url: `/api/admin/inquiries/${id}`, payload: { status: "closed" } });
    const response = await call("admin", { url: `/api/admin/inquiries/${id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, assigneeId: adminId, assigneeName: "admin", status: "closed" });
    expect(body.timeline).toMatchObject([
      { type: "assignment", by: "admin", fromId: null, toId: adminId, toName: "admin" },
      { type: "note", by: "admin", body: "First note" },
      { type: "status", by: "admin", from: "new", to: "closed" },
    ]);
    // Each line in words, by name: taking it on is not "admin assigned it to admin".
    expect(body.timeline.map((entry: { summary: string }) => entry.summary)).toEqual([
      ADMIN_INQUIRY_PIPELINE.tookItOn("admin"),
      ADMIN_INQUIRY_PIPELINE.noteEntry("admin"),
      ADMIN_INQUIRY_PIPELINE.statusEntry("admin", "new", "closed"),
    ]);
    const times = body.timeline.map((entry: { at: string }) => new Date(entry.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("marks the inquiry opened by the first staff member who reads it, and the list shows it", async () => {
    const id = await newInquiry();
    const listed = () =>
      call("admin", { url: "/api/admin/inquiries" }).then(
        (r) => (r.json() as { id: string; openedAt: string | null }[]).find((row) => row.id === id)?.openedAt,
      );
    expect(await listed()).toBeNull();
    const opened = await detail(id);
    expect(opened.openedAt).toEqual(expect.any(String));
    expect(opened.openedByName).toBe("admin");
    expect(await listed()).toBe(opened.openedAt);
    // Opening it again keeps the first opening.
    expect((await detail(id)).openedAt).toBe(opened.openedAt);
  });

  it("answers 404 for an unknown id, 400 for a malformed one, 403 for other roles (which open nothing)", async () => {
    expect((await call("admin", { url: `/api/admin/inquiries/${UNKNOWN_ID}` })).statusCode).toBe(404);
    const malformed = await call("admin", { url: "/api/admin/inquiries/42" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty("id");
    const id = await newInquiry();
    for (const role of ["editor", "seo_manager"] as const)
      expect((await call(role, { url: `/api/admin/inquiries/${id}` })).statusCode).toBe(403);
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.openedAt).toBeNull();
  });
});

describe("PUT /api/admin/inquiries/{id} with assigneeId", () => {
  it("assigns an active staff member who may handle inquiries, lists by assignee, and unassigns with null", async () => {
    const id = await newInquiry();
    const assigned = await call("admin", {
      method: "PUT",
      url: `/api/admin/inquiries/${id}`,
      payload: { assigneeId: adminId, status: "in_progress" },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      assigneeId: adminId,
      assigneeName: "admin",
      status: "in_progress",
    });
    expect(await listIds("assignee=me")).toContain(id);
    expect(await listIds(`assignee=${adminId}`)).toContain(id);
    expect(await listIds("assignee=none")).not.toContain(id);

    const unassigned = await call("admin", {
      method: "PUT",
      url: `/api/admin/inquiries/${id}`,
      payload: { assigneeId: null },
    });
    expect(unassigned.json()).toMatchObject({ assigneeId: null, assigneeName: null, status: "in_progress" });
    expect(await listIds("assignee=none")).toContain(id);
    expect(await listIds("assignee=me")).not.toContain(id);
    expect((await detail(id)).timeline).toMatchObject([
      { type: "assignment", toName: "admin" },
      { type: "status", from: "new", to: "in_progress" },
      { type: "assignment", fromName: "admin", toId: null },
    ]);
    const audited = (await auditEntries(id)).map((entry) => entry.after);
    expect(audited).toContainEqual({ assigneeId: adminId });
    expect(audited).toContainEqual({ assigneeId: null });
  });

  it("answers 400 naming assigneeId for an editor, a disabled admin or nobody, and changes nothing", async () => {
    const id = await newInquiry();
    const [editor] = await server.db.select().from(users).where(eq(users.email, "editor@example.com"));
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
        url: `/api/admin/inquiries/${id}`,
        payload: { assigneeId, status: "closed" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty("assigneeId");
    }
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ assigneeId: null, status: "new" });
  });

  it("answers 400 for a change that names neither status nor assignee, or a malformed assignee filter", async () => {
    const id = await newInquiry();
    const empty = await call("admin", { method: "PUT", url: `/api/admin/inquiries/${id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty("status");
    const badFilter = await call("admin", { url: "/api/admin/inquiries?assignee=someone" });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().fields).toHaveProperty("assignee");
    const badOverdue = await call("admin", { url: "/api/admin/inquiries?overdue=yes" });
    expect(badOverdue.statusCode).toBe(400);
    expect(badOverdue.json().fields).toHaveProperty("overdue");
  });

  it("answers 404 for an unknown inquiry and 403 for other roles", async () => {
    const missing = await call("admin", {
      method: "PUT",
      url: `/api/admin/inquiries/${UNKNOWN_ID}`,
      payload: { assigneeId: adminId },
    });
    expect(missing.statusCode).toBe(404);
    const id = await newInquiry();
    for (const role of ["editor", "seo_manager"] as const) {
      const refused = await call(role, {
        method: "PUT",
        url: `/api/admin/inquiries/${id}`,
        payload: { assigneeId: adminId },
      });
      expect(refused.statusCode).toBe(403);
    }
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.assigneeId).toBeNull();
  });
});

describe("POST /api/admin/inquiries/status", () => {
  it("sets several inquiries to one status and answers how many changed, each with its event and audit row", async () => {
    const first = await newInquiry("Bulk one");
    const second = await newInquiry("Bulk two");
    const body = { ids: [first, second, UNKNOWN_ID], status: "closed" };
    const response = await call("admin", {
      method: "POST",
      url: "/api/admin/inquiries/status",
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 2 });
    const again = await call("admin", { method: "POST", url: "/api/admin/inquiries/status", payload: body });
    expect(again.json()).toEqual({ changed: 0 });
    for (const id of [first, second]) {
      expect((await detail(id)).timeline).toMatchObject([
        { type: "status", from: "new", to: "closed", by: "admin" },
      ]);
      expect((await auditEntries(id)).map((entry) => entry.after)).toContainEqual({ status: "closed" });
    }
  });

  it("answers 400 naming the field for no ids, a malformed id or an unknown status; 403 for other roles", async () => {
    const id = await newInquiry();
    for (const [payload, field] of [
      [{ ids: [], status: "closed" }, "ids"],
      [{ ids: ["42"], status: "closed" }, "ids"],
      [{ ids: [id], status: "done" }, "status"],
    ] as const) {
      const response = await call("admin", { method: "POST", url: "/api/admin/inquiries/status", payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).some((name) => name.startsWith(field))).toBe(true);
    }
    for (const role of ["editor", "seo_manager"] as const) {
      const refused = await call(role, {
        method: "POST",
        url: "/api/admin/inquiries/status",
        payload: { ids: [id], status: "closed" },
      });
      expect(refused.statusCode).toBe(403);
    }
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.status).toBe("new");
  });
});

describe("POST /api/admin/inquiries/{id}/replies", () => {
  it("mails the inquirer from the site's sender with Reply-To the staff member and the company's signature, and the timeline shows it sent", async () => {
    const id = await newInquiry("Grace Hopper");
    const [inquiry] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    const response = await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${id}/replies`,
      // As the compose box sends it: its greeting first.
      payload: {
        subject: "Your two engineers",
        body: "Hi Grace,\n\nThank you for asking.\n\nWe can start in March.",
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      type: "reply",
      subject: "Your two engineers",
      delivery: "queued",
      by: "admin",
      summary: ADMIN_INQUIRY_PIPELINE.replyEntry("admin"),
    });

    const message = await mail.waitFor((m) => m.to.includes(inquiry?.email ?? ""));
    expect(message.subject).toBe("Your two engineers");
    expect(message.from).toContain(SITE_SENDER);
    expect(message.replyTo).toContain(TEST_ADMIN.email);
    for (const part of [message.text, message.html]) {
      expect(part).toContain("We can start in March.");
      // Greeted once: the mail is what the compose box showed, no greeting of its own added.
      expect(part.match(/Hi Grace,/g)).toHaveLength(1);
      expect(part).not.toContain("Hello Grace");
      expect(part).toContain(MAIL_TEXTS.inquiryReply.signature("admin", COMPANY.name));
      expect(part).toContain(COMPANY.address.street);
    }

    await expect
      .poll(
        async () => (await detail(id)).timeline.find((e: { type: string }) => e.type === "reply")?.delivery,
        {
          timeout: 15_000,
        },
      )
      .toBe("sent");
  });

  it("sets firstRespondedAt once, moves a new inquiry to in_progress (a timeline event) and ends overdue", async () => {
    const id = await newInquiry();
    await receivedHoursAgo(id, 30);
    expect(await listIds("overdue=true")).toContain(id);
    const first = await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${id}/replies`,
      payload: { body: "We are on it." },
    });
    expect(first.statusCode).toBe(202);
    // Without a subject the mail says what it answers.
    expect(first.json().subject).toBe(MAIL_TEXTS.inquiryReply.subject(COMPANY.name));
    const answered = await detail(id);
    expect(answered).toMatchObject({ status: "in_progress", overdue: false });
    expect(answered.firstRespondedAt).toEqual(expect.any(String));
    expect(answered.timeline).toMatchObject([
      { type: "reply", body: "We are on it." },
      { type: "status", from: "new", to: "in_progress", by: "admin" },
    ]);
    expect(await listIds("overdue=true")).not.toContain(id);

    await call("admin", { method: "PUT", url: `/api/admin/inquiries/${id}`, payload: { status: "closed" } });
    await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${id}/replies`,
      payload: { body: "One more thing." },
    });
    const later = await detail(id);
    expect(later.firstRespondedAt).toBe(answered.firstRespondedAt);
    // A reply to a closed inquiry leaves its status alone.
    expect(later.status).toBe("closed");
    expect((await auditEntries(id)).filter((entry) => "reply" in (entry.after ?? {}))).toHaveLength(2);
  });

  it("answers 400 naming body or subject, 404 for an unknown inquiry, 403 for other roles; nothing is sent", async () => {
    const id = await newInquiry();
    for (const [payload, field] of [
      [{ body: "" }, "body"],
      [{ body: "z".repeat(5001) }, "body"],
      [{ subject: "s".repeat(201), body: "Hello" }, "subject"],
    ] as const) {
      const response = await call("admin", {
        method: "POST",
        url: `/api/admin/inquiries/${id}/replies`,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    const missing = await call("admin", {
      method: "POST",
      url: `/api/admin/inquiries/${UNKNOWN_ID}/replies`,
      payload: { body: "Hello" },
    });
    expect(missing.statusCode).toBe(404);
    for (const role of ["editor", "seo_manager"] as const) {
      const refused = await call(role, {
        method: "POST",
        url: `/api/admin/inquiries/${id}/replies`,
        payload: { body: "Hello" },
      });
      expect(refused.statusCode).toBe(403);
    }
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ firstRespondedAt: null, status: "new" });
    expect((await detail(id)).timeline).toEqual([]);
  });
});

describe("the 24-hour promise", () => {
  it("gives each inquiry respondBy = received + 24 hours, overdue past it while unanswered (closed never)", async () => {
    const late = await newInquiry("Late");
    const early = await newInquiry("Early");
    const closed = await newInquiry("Closed");
    await receivedHoursAgo(late, 25);
    await receivedHoursAgo(early, 23);
    await receivedHoursAgo(closed, 48);
    await server.db.update(inquiries).set({ status: "closed" }).where(eq(inquiries.id, closed));
    const rows = (await call("admin", { url: "/api/admin/inquiries" })).json() as {
      id: string;
      createdAt: string;
      respondBy: string;
      overdue: boolean;
    }[];
    for (const row of rows.filter((r) => [late, early, closed].includes(r.id)))
      expect(new Date(row.respondBy).getTime() - new Date(row.createdAt).getTime()).toBe(24 * HOUR_MS);
    expect(rows.find((r) => r.id === late)?.overdue).toBe(true);
    expect(rows.find((r) => r.id === early)?.overdue).toBe(false);
    expect(rows.find((r) => r.id === closed)?.overdue).toBe(false);
    const overdue = await listIds("overdue=true");
    expect(overdue).toContain(late);
    expect(overdue).not.toContain(early);
    expect(overdue).not.toContain(closed);
  });

  it("the dashboard counts the overdue inquiries", async () => {
    const stats = async () => (await call("editor", { url: "/api/admin/stats" })).json();
    const before = (await stats()).overdueInquiries;
    const id = await newInquiry("Counted");
    await receivedHoursAgo(id, 26);
    expect((await stats()).overdueInquiries).toBe(before + 1);
  });
});
