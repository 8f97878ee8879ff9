import { type Database, type DatabaseHandle, pageViewCounts } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageViewBuffer } from "./page-views";
import type { CountedView } from "./services/analytics";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const view = (path: string, deviceClass: CountedView["deviceClass"] = "desktop"): CountedView => ({
  day: "2026-05-04",
  path,
  referrerHost: "",
  utmSource: "",
  deviceClass,
});
const stored = (path: string) =>
  database.db
    .select({ deviceClass: pageViewCounts.deviceClass, views: pageViewCounts.views })
    .from(pageViewCounts)
    .where(eq(pageViewCounts.path, path))
    .orderBy(pageViewCounts.deviceClass);
const ignore = () => {};

describe("PageViewBuffer", () => {
  it("writes nothing until it flushes, then one counter per kind of view", async () => {
    const buffer = new PageViewBuffer(database.db, ignore);
    for (let i = 0; i < 3; i++) buffer.count(view("/buffered"));
    buffer.count(view("/buffered", "phone"));
    expect(await stored("/buffered")).toEqual([]);
    await buffer.flush();
    expect(await stored("/buffered")).toEqual([
      { deviceClass: "desktop", views: 3 },
      { deviceClass: "phone", views: 1 },
    ]);
  });

  it("adds up what several instances counted, and what is left when each stops", async () => {
    const first = new PageViewBuffer(database.db, ignore);
    const second = new PageViewBuffer(database.db, ignore);
    first.count(view("/two-instances"));
    second.count(view("/two-instances"));
    second.count(view("/two-instances"));
    await Promise.all([first.stop(), second.stop()]);
    expect(await stored("/two-instances")).toEqual([{ deviceClass: "desktop", views: 3 }]);
  });

  it("keeps the counts of a flush the database refused, and writes them with the next", async () => {
    let down = true;
    // The database as the buffer sees it: away for the first flush, back for the second.
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "insert" && down) throw new Error("connection refused");
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const errors: unknown[] = [];
    const buffer = new PageViewBuffer(flaky, (error) => errors.push(error));
    buffer.count(view("/while-away"));
    await buffer.flush();
    expect(errors).toHaveLength(1);
    buffer.count(view("/while-away"));
    down = false;
    await buffer.flush();
    expect(await stored("/while-away")).toEqual([{ deviceClass: "desktop", views: 2 }]);
  });
});
