import { randomBytes } from "node:crypto";
import { blogPosts, openDatabase, users } from "@staffing/db";
import { count } from "drizzle-orm";
import { pino } from "pino";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { prepareDatabase } from "./start-up";

const serverUrl = process.env.DATABASE_URL;

// Two replicas starting together on a new database (docker/compose.yml starts two).
describe.skipIf(!serverUrl)("start-up of several instances at once", () => {
  it("migrates, creates the first admin and seeds exactly once", async () => {
    const name = `startup_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: url.toString(), maxConnections: 3 })),
    );
    try {
      const config = loadConfig({});
      await Promise.all(
        instances.map((handle) => prepareDatabase(handle, config, pino({ level: "silent" }))),
      );
      const [first] = instances;
      if (!first) throw new Error("no instance");
      const [[staff], [posts]] = await Promise.all([
        first.db.select({ n: count() }).from(users),
        first.db.select({ n: count() }).from(blogPosts),
      ]);
      expect(staff?.n).toBe(1);
      expect(posts?.n).toBe(14);
    } finally {
      await Promise.all(instances.map((handle) => handle.close()));
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
