import { createUser } from "@staffing/auth";
import { type DatabaseHandle, inquiries, type NewInquiry } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { type Jobs, NO_JOBS } from "@staffing/jobs";
import { RecordedJobs } from "@staffing/jobs/testing";
import { siteMailJobs } from "@staffing/mail";
import type { UserRole } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";
import { encodeCursor, queueInquiryNotifications } from "../services/inquiries";
import { readEveryPage } from "../services/keyset-paging.testing";

let database: DatabaseHandle;
const userIds = {} as Record<UserRole, string>;

const callerFor = (role: UserRole | null) =>
  createCaller(
    createInnerContext({
      db: database.db,
      user: role ? { id: userIds[role], email: `${role}@example.com`, username: role, role } : null,
    }),
  );

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof TRPCError ? error.code : error),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ["admin", "editor", "seo_manager"] as const) {
    userIds[role] = (
      await createUser(database.db, { email: `${role}@example.com`, username: role, role })
    ).id;
  }
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
});

const inquiry = (fields: Partial<NewInquiry> = {}): NewInquiry => ({
  name: "Ada",
  email: "ada@example.com",
  ...fields,
});

describe("inquiries.counts", () => {
  beforeEach(async () => {
    await database.db
      .insert(inquiries)
      .values([
        inquiry({ name: "Priya Raman", company: "Aurora Dental", status: "new" }),
        inquiry({ name: "Marcus Lee", company: "Prairie Freight Logistics", status: "new" }),
        inquiry({ email: "ops@logistics.example", status: "in_progress" }),
        inquiry({ message: "Our logistics team needs help", status: "closed" }),
        inquiry({ company: "100% Growth", status: "closed" }),
        inquiry({ status: "closed" }),
      ]);
  });

  it("counts every inquiry by status", async () => {
    expect(await callerFor("admin").inquiries.counts()).toEqual({
      total: 6,
      new: 2,
      in_progress: 1,
      closed: 3,
    });
  });

  it("counts only what the search matches, in name, email, company or message, whatever the case", async () => {
    const api = callerFor("admin");
    expect(await api.inquiries.counts({ q: "LOGISTICS" })).toEqual({
      total: 3,
      new: 1,
      in_progress: 1,
      closed: 1,
    });
    expect(await api.inquiries.counts({ q: "priya" })).toEqual({
      total: 1,
      new: 1,
      in_progress: 0,
      closed: 0,
    });
    expect(await api.inquiries.counts({ q: "nobody" })).toEqual({
      total: 0,
      new: 0,
      in_progress: 0,
      closed: 0,
    });
  });

  it("agrees with the list for the same search", async () => {
    const api = callerFor("admin");
    for (const q of ["logistics", "100%", "ada", "_"]) {
      const listed = await api.inquiries.list({ q });
      const counts = await api.inquiries.counts({ q });
      expect(counts.total, q).toBe(listed.length);
      expect(counts.closed, q).toBe(listed.filter((i) => i.status === "closed").length);
    }
    expect((await api.inquiries.counts({ q: "100%" })).total).toBe(1);
    expect((await api.inquiries.counts({ q: "_" })).total).toBe(0);
  });

  it("counts what the search and the status filter match together, as the list shows them", async () => {
    const api = callerFor("admin");
    expect(await api.inquiries.counts({ q: "logistics", status: "new" })).toEqual({
      total: 1,
      new: 1,
      in_progress: 0,
      closed: 0,
    });
    for (const status of ["new", "in_progress", "closed"] as const) {
      const listed = await api.inquiries.list({ q: "logistics", status });
      expect((await api.inquiries.counts({ q: "logistics", status })).total, status).toBe(listed.length);
    }
  });

  it("is for the admin only", async () => {
    expect(await refusalOf(callerFor("editor").inquiries.counts())).toBe("FORBIDDEN");
    expect(await refusalOf(callerFor("seo_manager").inquiries.counts())).toBe("FORBIDDEN");
    expect(await refusalOf(callerFor(null).inquiries.counts())).toBe("UNAUTHORIZED");
  });
});

describe("inquiries.list paging", () => {
  it("pages through inquiries stored in one statement, which share a time, without gaps or repeats", async () => {
    // One INSERT: now() is the same microsecond for every row, finer than a cursor's JS Date.
    await database.db
      .insert(inquiries)
      .values(Array.from({ length: 23 }, (_, n) => inquiry({ name: `Batch ${n}` })));
    await database.db.insert(inquiries).values(inquiry({ name: "Older", createdAt: new Date("2020-01-01") }));
    const api = callerFor("admin");
    const all = await api.inquiries.list();
    const paged = (await readEveryPage(api.inquiries.list, 5, encodeCursor)).map((i) => i.id);
    expect(paged).toHaveLength(24);
    expect(paged).toEqual(all.map((i) => i.id));
    expect(all.at(-1)?.name).toBe("Older");
  });

  it("still pages on when the cursor's inquiry is gone", async () => {
    await database.db
      .insert(inquiries)
      .values([
        inquiry({ name: "Newest", createdAt: new Date("2025-01-03") }),
        inquiry({ name: "Middle", createdAt: new Date("2025-01-02") }),
        inquiry({ name: "Oldest", createdAt: new Date("2025-01-01") }),
      ]);
    const api = callerFor("admin");
    const [first] = await api.inquiries.list({ limit: 1 });
    if (!first) throw new Error("no inquiry");
    await database.db.delete(inquiries).where(eq(inquiries.id, first.id));
    const next = await api.inquiries.list({ limit: 5, cursor: encodeCursor(first) });
    expect(next.map((i) => i.name)).toEqual(["Middle", "Oldest"]);
  });

  it("refuses a cursor that is not one", async () => {
    const api = callerFor("admin");
    for (const cursor of [
      "garbage",
      Buffer.from(`2025-01-01T00:00:00Z|${"-".repeat(36)}`).toString("base64url"),
    ]) {
      expect(await refusalOf(api.inquiries.list({ cursor }))).toBe("BAD_REQUEST");
    }
  });
});

describe("inquiries.create with an idempotency key", () => {
  const jobs = new RecordedJobs();
  const notified = () =>
    jobs.of(siteMailJobs).flatMap((mail) => (mail.kind === "inquiry-notification" ? [mail.inquiryId] : []));
  const sender = () => createCaller(createInnerContext({ db: database.db, user: null, jobs }));
  // What the server's notifier does in the background after each new inquiry.
  const queueNotifications = () => queueInquiryNotifications(database.db, jobs);
  const form = { name: "Ada Lovelace", email: "ada@example.com", message: "Two bookkeepers, please." };

  beforeEach(() => {
    jobs.clear();
  });

  it("stores one inquiry and one notification however often the same key is sent", async () => {
    const key = "form-7c1d5e0b-3a39-4c47-9f0e";
    const first = await sender().inquiries.create({ ...form, idempotencyKey: key });
    const again = await sender().inquiries.create({ ...form, idempotencyKey: key });
    await queueNotifications();
    await queueNotifications();
    const stored = await database.db.select().from(inquiries);
    expect(stored).toHaveLength(1);
    expect(again.id).toBe(first.id);
    expect(notified()).toEqual([first.id]);
  });

  it("stores one inquiry when the same key arrives several times at once", async () => {
    const key = "form-0f4c9a43-6a3b-4b0e-8d4d";
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sender().inquiries.create({ ...form, idempotencyKey: key })),
    );
    expect(await database.db.select().from(inquiries)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    await Promise.all([queueNotifications(), queueNotifications()]);
    expect(notified()).toHaveLength(1);
  });

  it("stores each inquiry with its own key, and those without a key each time", async () => {
    await sender().inquiries.create({ ...form, idempotencyKey: "form-aaaaaaaaaaaaaaaa" });
    await sender().inquiries.create({ ...form, idempotencyKey: "form-bbbbbbbbbbbbbbbb" });
    await sender().inquiries.create(form);
    await sender().inquiries.create({ ...form, idempotencyKey: "" });
    expect(await database.db.select().from(inquiries)).toHaveLength(4);
    expect(await queueNotifications()).toBe(4);
    expect(notified()).toHaveLength(4);
  });

  it("queues a notification that a failed run left, once, on the next run", async () => {
    const stored = await sender().inquiries.create(form);
    const unreachable = async () => {
      throw new Error("the queue's table is unreachable");
    };
    const failing: Jobs = { ...NO_JOBS, send: unreachable };
    await expect(queueInquiryNotifications(database.db, failing)).rejects.toThrow();
    expect(await queueNotifications()).toBe(1);
    expect(await queueNotifications()).toBe(0);
    expect(notified()).toEqual([stored.id]);
  });

  it("notifies nobody of an inquiry deleted before its notification was queued", async () => {
    const stored = await sender().inquiries.create(form);
    await database.db.delete(inquiries).where(eq(inquiries.id, stored.id));
    expect(await queueNotifications()).toBe(0);
    expect(notified()).toEqual([]);
  });

  it("refuses a key that is not a plain token, naming the field, and stores nothing", async () => {
    const refusal = await sender()
      .inquiries.create({ ...form, idempotencyKey: "short" })
      .catch((error: TRPCError) => error);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect((refusal as TRPCError).code).toBe("BAD_REQUEST");
    expect((refusal as TRPCError).message).toMatch(/idempotency/i);
    expect(await database.db.select().from(inquiries)).toHaveLength(0);
  });
});

describe("inquiries.delete", () => {
  it("removes a spam inquiry for good, and the audit log keeps what it said", async () => {
    const [spam] = await database.db
      .insert(inquiries)
      .values(inquiry({ name: "Cheap Pills", message: "Buy now" }))
      .returning();
    const api = callerFor("admin");
    await api.inquiries.delete({ id: spam?.id ?? "" });
    expect(await api.inquiries.list()).toEqual([]);
    const [entry] = await api.auditLog.list({ entityType: "inquiry", entityId: spam?.id });
    expect(entry).toMatchObject({ action: "delete", actorEmail: "admin@example.com" });
    expect(entry?.before).toMatchObject({ name: "Cheap Pills", message: "Buy now" });
    expect(await refusalOf(api.inquiries.delete({ id: spam?.id ?? "" }))).toBe("NOT_FOUND");
  });

  it("is for the admin only, and a refusal deletes nothing", async () => {
    const [kept] = await database.db.insert(inquiries).values(inquiry()).returning();
    for (const role of ["editor", "seo_manager"] as const) {
      expect(await refusalOf(callerFor(role).inquiries.delete({ id: kept?.id ?? "" }))).toBe("FORBIDDEN");
    }
    expect(await refusalOf(callerFor(null).inquiries.delete({ id: kept?.id ?? "" }))).toBe("UNAUTHORIZED");
    expect(await callerFor("admin").inquiries.list()).toHaveLength(1);
  });
});
