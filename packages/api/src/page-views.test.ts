import { type Database, type DatabaseHandle, pageViewCounts } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageViewWriter } from "./page-views";
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

/** The database as the writer sees it, counting the upserts it is asked for, refusing them while `down`. */
function watched(state: { down: boolean; statements: number }): Database {
  return new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === "insert") {
        state.statements++;
        if (state.down) throw new Error("connection refused");
      }
      return Reflect.get(target, property, receiver);
    },
  }) as Database;
}

describe("PageViewWriter", () => {
  it("has each view in the database by the time it resolves", async () => {
    const writer = new PageViewWriter(database.db);
    await writer.record(view("/written"));
    expect(await stored("/written")).toEqual([{ deviceClass: "desktop", views: 1 }]);
    await writer.record(view("/written", "phone"));
    expect(await stored("/written")).toEqual([
      { deviceClass: "desktop", views: 1 },
      { deviceClass: "phone", views: 1 },
    ]);
  });

  it("writes the views that arrive together in a few statements, summed by counter", async () => {
    const state = { down: false, statements: 0 };
    const writer = new PageViewWriter(watched(state));
    await Promise.all(Array.from({ length: 50 }, () => writer.record(view("/together"))));
    expect(await stored("/together")).toEqual([{ deviceClass: "desktop", views: 50 }]);
    // The first view's statement, then one for every view that waited behind it.
    expect(state.statements).toBe(2);
  });

  it("adds up what several instances wrote", async () => {
    const first = new PageViewWriter(database.db);
    const second = new PageViewWriter(database.db);
    await Promise.all([
      first.record(view("/two-instances")),
      second.record(view("/two-instances")),
      second.record(view("/two-instances")),
    ]);
    expect(await stored("/two-instances")).toEqual([{ deviceClass: "desktop", views: 3 }]);
  });

  it("refuses the views of a statement the database refused, and writes the next ones once it is back", async () => {
    const state = { down: true, statements: 0 };
    const writer = new PageViewWriter(watched(state));
    await expect(writer.record(view("/while-away"))).rejects.toThrow("connection refused");
    expect(await stored("/while-away")).toEqual([]);
    state.down = false;
    await writer.record(view("/while-away"));
    expect(await stored("/while-away")).toEqual([{ deviceClass: "desktop", views: 1 }]);
  });
});
