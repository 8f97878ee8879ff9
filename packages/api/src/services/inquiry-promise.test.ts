import { createUser } from "@staffing/auth";
import { type DatabaseHandle, inquiries } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listInquiries } from "./inquiries";
import { adminStats } from "./stats";

// The 24-hour promise on a fixed clock: respondBy, overdue and the dashboard's figures.

const HOUR_MS = 3_600_000;
const RECEIVED = new Date(Date.UTC(2031, 0, 10, 9, 0));
const hoursAfter = (hours: number) => new Date(RECEIVED.getTime() + hours * HOUR_MS);

let database: DatabaseHandle;
let viewerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  viewerId = (await createUser(database.db, { email: "admin@example.com", username: "admin", role: "admin" }))
    .id;
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
});

const receive = async (values: Partial<typeof inquiries.$inferInsert> = {}) => {
  const [row] = await database.db
    .insert(inquiries)
    .values({ name: "Ada", email: "ada@example.com", createdAt: RECEIVED, ...values })
    .returning();
  return row?.id ?? "";
};

const overdueAt = async (now: Date, responseHours = 24) =>
  (await listInquiries(database.db, { overdue: "true" }, { viewerId, responseHours, now })).map((i) => i.id);

describe("respondBy and overdue", () => {
  it("is overdue only past received + INQUIRY_RESPONSE_HOURS, while nobody replied", async () => {
    const id = await receive();
    expect(await overdueAt(hoursAfter(23.9))).toEqual([]);
    expect(await overdueAt(hoursAfter(24.1))).toEqual([id]);
    const [listed] = await listInquiries(
      database.db,
      {},
      { viewerId, responseHours: 24, now: hoursAfter(25) },
    );
    expect(listed).toMatchObject({ respondBy: hoursAfter(24), overdue: true });
  });

  it("follows the configured number of hours", async () => {
    const id = await receive();
    expect(await overdueAt(hoursAfter(3), 2)).toEqual([id]);
    const [listed] = await listInquiries(database.db, {}, { viewerId, responseHours: 2, now: hoursAfter(1) });
    expect(listed).toMatchObject({ respondBy: hoursAfter(2), overdue: false });
  });

  it("is never overdue once answered (even late) or closed", async () => {
    await receive({ firstRespondedAt: hoursAfter(30) });
    await receive({ status: "closed" });
    expect(await overdueAt(hoursAfter(48))).toEqual([]);
  });
});

describe("the dashboard's promise figures", () => {
  it("counts the overdue inquiries now", async () => {
    await receive();
    await receive({ createdAt: hoursAfter(10) });
    await receive({ firstRespondedAt: hoursAfter(1) });
    expect((await adminStats(database.db, 24, hoursAfter(25))).overdueInquiries).toBe(1);
    expect((await adminStats(database.db, 24, hoursAfter(40))).overdueInquiries).toBe(2);
  });

  it("gives the median minutes to first reply of the inquiries received in the last 30 days", async () => {
    const now = hoursAfter(24 * 20);
    expect((await adminStats(database.db, 24, now)).medianFirstReplyMinutes).toBeNull();
    const answeredAfter = (minutes: number, receivedAt: Date) =>
      receive({ createdAt: receivedAt, firstRespondedAt: new Date(receivedAt.getTime() + minutes * 60_000) });
    await answeredAfter(30, hoursAfter(0));
    await answeredAfter(90, hoursAfter(24));
    await answeredAfter(600, hoursAfter(48));
    await receive({ createdAt: hoursAfter(72) }); // not answered yet: no time to count
    await answeredAfter(5, hoursAfter(-24 * 15)); // received 35 days before `now`: outside
    expect((await adminStats(database.db, 24, now)).medianFirstReplyMinutes).toBe(90);
  });
});
