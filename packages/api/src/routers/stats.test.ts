import { createUser } from "@staffing/auth";
import { type DatabaseHandle, inquiries } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import type { Jobs, QueueStatus } from "@staffing/jobs";
import { accountMailJobs, siteMailJobs } from "@staffing/mail";
import {
  ADMIN_DASHBOARD,
  INQUIRY_CHART_WEEKS,
  type InquiryStatus,
  MAIL_BEHIND_WARNING_MINUTES,
  type UserRole,
} from "@staffing/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";
import { inquiriesByWeek } from "../services/stats";

let database: DatabaseHandle;
const userIds = {} as Record<UserRole, string>;

const callerFor = (role: UserRole | null) =>
  createCaller(
    createInnerContext({
      db: database.db,
      user: role ? { id: userIds[role], email: `${role}@example.com`, username: role, role } : null,
    }),
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

const received = (at: string, status: InquiryStatus = "new") =>
  database.db
    .insert(inquiries)
    .values({ name: "Ada", email: "ada@example.com", status, createdAt: new Date(at) });

describe("stats.inquiriesByWeek", () => {
  // A Wednesday; its ISO week starts on Monday 2025-06-09, the twelfth week back on 2025-03-24.
  const now = new Date("2025-06-11T15:00:00Z");

  it("gives the last 12 ISO weeks, oldest first, zero-filled", async () => {
    const weeks = await inquiriesByWeek(database.db, now);
    expect(weeks).toHaveLength(INQUIRY_CHART_WEEKS);
    expect(weeks[0]).toEqual({ weekStart: "2025-03-24", new: 0, in_progress: 0, closed: 0 });
    expect(weeks.at(-1)?.weekStart).toBe("2025-06-09");
    for (const week of weeks) expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it("counts each inquiry in the UTC week it arrived in, by its status", async () => {
    await received("2025-06-09T00:00:00Z", "new"); // the current week's first instant
    await received("2025-06-11T14:59:00Z", "closed");
    await received("2025-06-08T23:59:59.999Z", "in_progress"); // the Sunday before: last week
    await received("2025-06-02T10:00:00Z", "in_progress");
    await received("2025-03-24T00:00:00Z", "closed"); // the oldest week shown
    await received("2025-03-23T23:59:59Z", "new"); // too old
    await received("2025-06-16T00:00:00Z", "new"); // next week: not yet shown
    // Monday 01:00 in Berlin is still Sunday in UTC.
    await received("2025-05-26T01:00:00+02:00", "closed");

    const weeks = await inquiriesByWeek(database.db, now);
    const week = (start: string) => weeks.find((w) => w.weekStart === start);
    expect(week("2025-06-09")).toEqual({ weekStart: "2025-06-09", new: 1, in_progress: 0, closed: 1 });
    expect(week("2025-06-02")).toEqual({ weekStart: "2025-06-02", new: 0, in_progress: 2, closed: 0 });
    expect(week("2025-03-24")).toEqual({ weekStart: "2025-03-24", new: 0, in_progress: 0, closed: 1 });
    expect(week("2025-05-19")).toMatchObject({ closed: 1 });
    expect(week("2025-05-26")).toMatchObject({ closed: 0 });
    const total = weeks.reduce((sum, w) => sum + w.new + w.in_progress + w.closed, 0);
    expect(total).toBe(6);
  });

  it("ends with the current week when today is a Monday or a Sunday", async () => {
    expect((await inquiriesByWeek(database.db, new Date("2025-06-09T00:00:00Z"))).at(-1)?.weekStart).toBe(
      "2025-06-09",
    );
    expect((await inquiriesByWeek(database.db, new Date("2025-06-15T23:59:59Z"))).at(-1)?.weekStart).toBe(
      "2025-06-09",
    );
    // Across a year end: ISO week 1 of 2026 starts on Monday 2025-12-29.
    expect((await inquiriesByWeek(database.db, new Date("2026-01-01T12:00:00Z"))).at(-1)?.weekStart).toBe(
      "2025-12-29",
    );
  });

  it("is a dashboard counter: every role reads it, no one signed out", async () => {
    await database.db.insert(inquiries).values({ name: "Ada", email: "ada@example.com", status: "closed" });
    for (const role of ["admin", "editor", "seo_manager"] as const) {
      const weeks = await callerFor(role).stats.inquiriesByWeek();
      expect(weeks).toHaveLength(12);
      expect(weeks.at(-1)).toMatchObject({ closed: 1 });
    }
    await expect(callerFor(null).stats.inquiriesByWeek()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("stats.get: mail behind", () => {
  const queue = (name: string, oldestWaitingSeconds: number | null): QueueStatus => ({
    name,
    waiting: oldestWaitingSeconds === null ? 0 : 1,
    deferred: 0,
    active: 0,
    failed: 0,
    oldestWaitingSeconds,
  });
  // The job system's counts as pg-boss's monitor last took them, for the queues asked about.
  const statsWith = async (counted: QueueStatus[]) => {
    const asked: string[][] = [];
    const jobs: Jobs = {
      send: async () => {},
      status: async (names) => {
        asked.push([...(names ?? [])]);
        return counted.filter((status) => names?.includes(status.name));
      },
    };
    const stats = await createCaller(
      createInnerContext({
        db: database.db,
        user: { id: userIds.editor, email: "editor@example.com", username: "editor", role: "editor" },
        jobs,
      }),
    ).stats.get();
    return { stats, asked };
  };

  it("says how many minutes mail is behind once its oldest waiting mail has waited over 5 minutes", async () => {
    const { stats, asked } = await statsWith([
      queue(siteMailJobs.name, 7 * 60 + 30),
      queue(accountMailJobs.name, 20),
      queue("webhook", 3600),
    ]);
    expect(stats.mailBehindMinutes).toBe(7);
    expect(ADMIN_DASHBOARD.mailBehind(stats.mailBehindMinutes ?? 0)).toMatch(
      /^Mail is running 7 minutes behind: /,
    );
    // Only the mail queues count: a webhook backlog is not mail running late.
    expect(asked).toEqual([[accountMailJobs.name, siteMailJobs.name]]);
  });

  it("counts a reset waiting in the account queue too", async () => {
    const { stats } = await statsWith([queue(siteMailJobs.name, 0), queue(accountMailJobs.name, 6 * 60)]);
    expect(stats.mailBehindMinutes).toBe(6);
  });

  it("is null while mail keeps up: up to 5 minutes, nothing waiting, or not counted yet", async () => {
    for (const counted of [
      [queue(siteMailJobs.name, MAIL_BEHIND_WARNING_MINUTES * 60)],
      [queue(siteMailJobs.name, null), queue(accountMailJobs.name, null)],
      [],
    ]) {
      const { stats } = await statsWith(counted);
      expect(stats.mailBehindMinutes).toBeNull();
    }
  });
});
