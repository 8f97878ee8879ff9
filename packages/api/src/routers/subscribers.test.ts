import { createUser } from "@staffing/auth";
import { type DatabaseHandle, newsletterSubscribers } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import { createCaller } from "../root";
import { readEveryPage } from "../services/keyset-paging.testing";
import { subscriberCursor } from "../services/newsletter";

let database: DatabaseHandle;
let admin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await createUser(database.db, {
    email: "admin@example.com",
    username: "admin",
    role: "admin",
  });
  admin = createCaller(
    createInnerContext({
      db: database.db,
      user: { id: user.id, email: "admin@example.com", username: "admin", role: "admin" },
    }),
  );
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
});

describe("subscribers.list paging", () => {
  it("pages through subscribers stored in one statement, which share a time, each exactly once", async () => {
    // One INSERT shares one time, finer than a cursor's JS Date (now() itself is, on PostgreSQL;
    // PGlite's clock stops at milliseconds, so the time is written out).
    const sameMicrosecond = sql`'2025-01-01 12:00:00.123456+00'::timestamptz`;
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: 23 }, (_, n) => ({
        email: `reader${n}@example.com`,
        createdAt: sameMicrosecond,
      })),
    );
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: "older@example.com", createdAt: new Date("2020-01-01") });
    const all = await admin.subscribers.list();
    const paged = (await readEveryPage(admin.subscribers.list, 5, subscriberCursor)).map(
      (subscriber) => subscriber.email,
    );
    expect(paged).toHaveLength(24);
    expect(new Set(paged).size).toBe(24);
    expect(paged).toEqual(all.map((subscriber) => subscriber.email));
    expect(paged.at(-1)).toBe("older@example.com");
  });

  it("refuses a cursor that is not one", async () => {
    await expect(admin.subscribers.list({ cursor: "garbage" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
