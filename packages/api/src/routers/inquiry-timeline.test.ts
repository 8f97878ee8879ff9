import type { AuthenticatedUser } from "@staffing/auth";
import { createUser } from "@staffing/auth";
import { type DatabaseHandle, inquiries } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { RecordedJobs } from "@staffing/jobs/testing";
import { ADMIN_AUDIT_LOG, ADMIN_INQUIRY_PIPELINE as T } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import { siteMailComposers } from "../mail-composers";
import { createCaller } from "../root";

// Issue 29: an inquiry's timeline and its audit entries told as a person tells them, by names and
// never by ids or roles ("Maria assigned it to Tom", "to you" for the reader), and its mails on the
// company's clock with a link to the inquiry itself.

let database: DatabaseHandle;
const staff = {} as Record<"maria" | "tom", AuthenticatedUser>;
const jobs = new RecordedJobs();

const as = (who: keyof typeof staff) =>
  createCaller(createInnerContext({ db: database.db, user: staff[who], jobs }));

beforeAll(async () => {
  database = await createTestDatabase();
  for (const username of ["maria", "tom"] as const) {
    const user = await createUser(database.db, { email: `${username}@example.com`, username, role: "admin" });
    staff[username] = { id: user.id, email: user.email, username, role: "admin" };
  }
});
afterAll(() => database?.close());

async function newInquiry(name: string): Promise<string> {
  const [row] = await database.db
    .insert(inquiries)
    .values({ name, email: "priya@example.com", service: "temporary", message: "Two nurses, please." })
    .returning({ id: inquiries.id });
  if (!row) throw new Error("no inquiry");
  return row.id;
}

describe("an inquiry's timeline in words", () => {
  it("tells a note, a reply, an assignment and a status change by the names of the people", async () => {
    const id = await newInquiry("Priya Sharma");
    const note = await as("maria").inquiries.addNote({ id, body: "Called her." });
    expect(note.summary).toBe("maria added a note");
    const reply = await as("maria").inquiries.reply({ id, body: "Hi Priya,\n\nTwo nurses can start." });
    expect(reply.summary).toBe("maria replied by e-mail");
    await as("maria").inquiries.update({ id, assigneeId: staff.tom.id });
    await as("maria").inquiries.update({ id, status: "closed" });

    const seenByMaria = (await as("maria").inquiries.detail({ id })).timeline.map((entry) => entry.summary);
    expect(seenByMaria).toEqual([
      "maria added a note",
      "maria replied by e-mail",
      // The first reply moved the new inquiry along.
      "maria changed the status from New to In Progress",
      "maria assigned it to tom",
      "maria changed the status from In Progress to Closed",
    ]);
    // The same line reads "to you" for the person it was assigned to.
    const seenByTom = (await as("tom").inquiries.detail({ id })).timeline.map((entry) => entry.summary);
    expect(seenByTom).toContain("maria assigned it to you");
    expect(seenByTom).not.toContain("maria assigned it to tom");
    for (const line of [...seenByMaria, ...seenByTom]) {
      expect(line).not.toMatch(/admin|[0-9a-f]{8}-[0-9a-f]{4}/);
    }
  });

  it("tells taking it on and removing the assignee, never 'assigned it to' oneself", async () => {
    const id = await newInquiry("Lee Chen");
    await as("tom").inquiries.update({ id, assigneeId: staff.tom.id });
    await as("tom").inquiries.update({ id, assigneeId: null });
    const lines = (await as("maria").inquiries.detail({ id })).timeline.map((entry) => entry.summary);
    expect(lines).toEqual([T.tookItOn("tom"), T.assignmentEntry("tom", null)]);
    expect(lines).toEqual(["tom took it on", "tom removed the assignee"]);
  });
});

describe("the audit log of an inquiry", () => {
  it("names what was done (never 'Created' for a note or a reply) and who did it, by name", async () => {
    const id = await newInquiry("Ana Ruiz");
    await as("maria").inquiries.addNote({ id, body: "Left a voicemail." });
    await as("maria").inquiries.reply({ id, body: "Hi Ana,\n\nWe can help." });
    await as("maria").inquiries.update({ id, assigneeId: staff.tom.id });
    await as("tom").inquiries.update({ id, assigneeId: null });
    const entries = await as("maria").auditLog.list({ entityType: "inquiry", entityId: id, limit: 20 });
    const told = entries.map((entry) => [entry.actorName, entry.actionLabel, entry.recordName]).reverse();
    expect(told).toEqual([
      ["maria", ADMIN_AUDIT_LOG.inquiryActions.note, "Ana Ruiz"],
      ["maria", ADMIN_AUDIT_LOG.inquiryActions.status("In Progress"), "Ana Ruiz"],
      ["maria", ADMIN_AUDIT_LOG.inquiryActions.reply, "Ana Ruiz"],
      ["maria", ADMIN_AUDIT_LOG.inquiryActions.assigned("tom"), "Ana Ruiz"],
      ["tom", ADMIN_AUDIT_LOG.inquiryActions.unassigned, "Ana Ruiz"],
    ]);
    expect(told.flat()).not.toContain(ADMIN_AUDIT_LOG.actions.create);
  });
});

describe("the company's time zone", () => {
  it("is kept in the company profile, and a zone the world does not know is refused naming the field", async () => {
    const profile = await as("maria").site.profile();
    const refusal = await as("maria")
      .site.update({ ...profile, timeZone: "Mountain/Time" })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect((refusal as TRPCError).code).toBe("BAD_REQUEST");
    expect(JSON.stringify((refusal as TRPCError).cause)).toContain("timeZone");
    expect((await as("maria").site.profile()).timeZone).toBe(profile.timeZone);

    await as("maria").site.update({ ...profile, timeZone: "America/Toronto" });
    expect((await as("maria").site.profile()).timeZone).toBe("America/Toronto");
  });

  it("is the clock of the staff notification, whose button opens the inquiry itself", async () => {
    const profile = await as("maria").site.profile();
    await as("maria").site.update({ ...profile, timeZone: "America/Toronto" });
    const id = await newInquiry("Priya Sharma");
    await database.db
      .update(inquiries)
      .set({ createdAt: new Date("2026-11-28T03:40:20.836Z") })
      .where(eq(inquiries.id, id));
    const composers = siteMailComposers(database.db, {
      siteUrl: "https://www.example.com",
      notifyEmail: "sales@example.com",
      responseHours: 24,
    });
    const mail = await composers["inquiry-notification"]({ kind: "inquiry-notification", inquiryId: id });
    expect(mail?.text).toContain("Received: Friday 27 November 2026 at 22:40 EST");
    expect(mail?.text).toContain(`https://www.example.com/admin/inquiries/${id}`);
    expect(mail?.text.replaceAll(`https://www.example.com/admin/inquiries/${id}`, "")).not.toContain(id);
  });
});
