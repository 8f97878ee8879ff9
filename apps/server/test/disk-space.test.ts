import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inquiries } from "@staffing/db";
import { count } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { DiskSpace, StartUpError, unusableDirectoryMessage } from "../src/disk-space";
import { DISK_FULL_MESSAGE } from "../src/plugins/disk-guard";
import { openPreparedDatabase } from "../src/start-up";
import { SERVER_ENTRY, startTestServer, type TestServer } from "../src/testing";

// A disk that is full or cannot be written: start-up says which directory and why, and a running
// server takes no write it could not keep, until there is room again.

const MB = 1024 * 1024;
const scratch = mkdtempSync(path.join(os.tmpdir(), "staffing-disk-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const silent = pino({ level: "silent" });

describe("start-up", () => {
  it("on a directory that cannot be made says which and why, in one line without a stack trace", async () => {
    // (Root may write anywhere, so a path through a regular file is what no one can create.)
    const file = path.join(scratch, "a-file");
    writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    // The embedded database's directory, whatever this run's database is.
    const { DATABASE_URL: _, ...env } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
      env: { ...env, DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr).toContain(dataDir);
    expect(stderr).toContain("part of its path is a file");
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it("on a read-only file system says so", () => {
    // No test machine lets a test mount a read-only file system, so the error is the file system's
    // own, as mkdir and access give it on one.
    const readOnly = Object.assign(new Error("EROFS: read-only file system, access '/srv/data'"), {
      code: "EROFS",
    });
    expect(unusableDirectoryMessage("/srv/data", readOnly)).toBe(
      "The directory /srv/data is on a read-only file system. Point DATA_DIR at a writable directory.",
    );
  });

  it("on a full disk says which directory and how much room is left", async () => {
    const dataDir = path.join(scratch, "full");
    const config = loadConfig({ DATA_DIR: dataDir, DISK_MIN_FREE_MB: "100" });
    const disk = new DiskSpace([dataDir], config.disk.minFreeBytes, async () => 12.5 * MB);
    const failure = openPreparedDatabase(config, silent, disk);
    await expect(failure).rejects.toThrow(StartUpError);
    await expect(failure).rejects.toThrow(
      `The disk of ${dataDir} has 12.5 MB free; the server needs at least 100.0 MB (DISK_MIN_FREE_MB).`,
    );
  });
});

describe("a disk that fills while the server runs", () => {
  let server: TestServer;
  let freeBytes = 500 * MB;
  beforeAll(async () => {
    server = await startTestServer({
      env: { DISK_MIN_FREE_MB: "100" },
      freeSpaceProbe: async () => freeBytes,
    });
  });
  afterAll(() => server?.close());

  const inquiryCount = async () => (await server.db.select({ n: count() }).from(inquiries))[0]?.n;
  const sendInquiry = (name: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: { name, email: "ada@example.com", message: "We need two accountants." },
    });

  it("turns /readyz into 503 below the threshold and back to 200 when there is room", async () => {
    expect((await server.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    freeBytes = 40 * MB;
    const low = await server.app.inject({ url: "/readyz" });
    expect(low.statusCode).toBe(503);
    expect(low.json()).toEqual({ error: "unavailable", message: "The disk is nearly full." });
    freeBytes = 500 * MB;
    expect((await server.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });

  it("refuses a write with 503 and stores nothing, then takes it once there is room", async () => {
    const before = await inquiryCount();
    freeBytes = 40 * MB;
    const refused = await sendInquiry("Ada Refused");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json()).toEqual({ error: "unavailable", message: DISK_FULL_MESSAGE });
    expect(await inquiryCount()).toBe(before);
    // Reads go on: the site stays up while it cannot store.
    expect((await server.app.inject({ url: "/api/blog" })).statusCode).toBe(200);

    freeBytes = 500 * MB;
    const taken = await sendInquiry("Ada Taken");
    expect(taken.statusCode).toBe(201);
    expect(await inquiryCount()).toBe((before ?? 0) + 1);
  });
});
