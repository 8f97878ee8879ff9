import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { inquiries, openDatabase } from "@staffing/db";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_ENTRY, TEST_ADMIN } from "../src/testing";

// Real processes on one embedded database directory (DATA_DIR): the lock is the operating system's
// processes, so only other processes can show it. Nothing here uses a PostgreSQL server.
const directory = mkdtempSync(path.join(os.tmpdir(), "staffing-lock-"));
const children: ChildProcess[] = [];

/** A process that opens the embedded database in `directory`, writes one inquiry and keeps it open. */
async function startHolder(): Promise<ChildProcess> {
  const script = `
    import { inquiries, openDatabase } from "@staffing/db";
    const handle = await openDatabase({ dataDir: ${JSON.stringify(directory)} });
    await handle.migrate();
    await handle.db.insert(inquiries).values({ name: "Held", email: "held@example.com" });
    console.log("holding");
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: path.dirname(SERVER_ENTRY),
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const [line] = (await once(createInterface({ input: child.stdout as NodeJS.ReadableStream }), "line")) as [
    string,
  ];
  expect(line).toBe("holding");
  return child;
}

/** The real server, started as `pnpm start` does, on `directory`: its exit code and what it printed. */
async function startServer(): Promise<{ code: number | null; stderr: string }> {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: {
      ...env,
      DATA_DIR: directory,
      NODE_ENV: "test",
      PORT: "4601",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stderr };
}

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(directory, { recursive: true, force: true });
});

describe("one process per embedded database directory", () => {
  let holder: ChildProcess;

  it("refuses a second server on the same DATA_DIR, naming the directory and the process holding it", async () => {
    holder = await startHolder();
    const second = await startServer();
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `The data directory ${directory} is in use by another process (pid ${holder.pid})`,
    );
    // A message, not a stack trace.
    expect(second.stderr).not.toMatch(/\n\s+at /);
    expect(holder.exitCode).toBeNull();
  }, 120_000);

  it("is not blocked by the lock of a process killed with kill -9, and keeps what that process wrote", async () => {
    holder.kill("SIGKILL");
    await once(holder, "exit");
    // The killed process could not clean up: its lock file is still there, naming a dead process.
    expect(existsSync(path.join(directory, "server.pid"))).toBe(true);

    const handle = await openDatabase({ dataDir: directory });
    try {
      const [row] = await handle.db.select({ n: count() }).from(inquiries);
      expect(row?.n).toBe(1);
    } finally {
      await handle.close();
    }
    // Closed: the directory is free again, for this process or the next.
    expect(existsSync(path.join(directory, "server.pid"))).toBe(false);
  }, 120_000);
});
