import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "@staffing/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ENTRY, TEST_ADMIN } from "../src/testing";

// The real server process, started as in production, stopped with SIGTERM while it is busy.

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let child: ChildProcess;
let base: string;
let stdout = "";

beforeAll(async () => {
  const env: Record<string, string | undefined> = { ...process.env };
  if (process.env.DATABASE_URL) {
    database = await createTestDatabase();
    env.DATABASE_URL = database.url;
  } else {
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "staffing-shutdown-"));
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: {
      ...env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      // The shutdown's line is an info line.
      LOG_LEVEL: "info",
      ...TEST_ADMIN_ENV,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const started = Date.now();
  while (
    (await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() - started > 110_000) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);
afterAll(async () => {
  if (child.exitCode === null) child.kill("SIGKILL");
  await database?.close();
});

const TEST_ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

describe("SIGTERM under load", () => {
  it("lets in-flight requests finish, refuses new ones cleanly, and exits within 10 s", async () => {
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on("exit", (code) => resolve({ code, at: Date.now() })),
    );
    let signalledAt = 0;
    const outcomes: ("ok" | "refused" | number)[] = [];
    const finishedAfterSignal: number[] = [];
    const requests = Array.from({ length: 40 }, (_, i) =>
      fetch(`${base}/api/blog?page=1&limit=50&n=${i}`)
        .then(async (response) => {
          await response.arrayBuffer();
          if (signalledAt === 0) {
            signalledAt = Date.now();
            child.kill("SIGTERM");
          } else if (response.status === 200) finishedAfterSignal.push(i);
          outcomes.push(response.status === 200 ? "ok" : response.status);
        })
        .catch(() => outcomes.push("refused")),
    );
    await Promise.all(requests);

    // Once the server has taken the signal, new requests are refused at the door, not half-served.
    // (The signal takes a moment to land: on a busy machine every request above may finish first,
    // and until it lands the server still answers.)
    let late: number | "refused" = 200;
    const deadline = Date.now() + 10_000;
    while (late === 200 && Date.now() < deadline) {
      late = await fetch(`${base}/healthz`).then(
        (r) => r.status,
        () => "refused" as const,
      );
      if (late === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(late === "refused" || late === 503).toBe(true);

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    // Nothing half-served: each request either completed, or was turned away with 503 or a closed door.
    expect(outcomes.filter((o) => typeof o === "number" && o !== 503)).toEqual([]);
    expect(finishedAfterSignal.length).toBeGreaterThan(0);

    // One line says what the shutdown drained: every request in flight at the signal finished.
    const shutdownLines = stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; inFlight: number; finished: number; cutOff: number })
      .filter((line) => line.msg.startsWith("shut down"));
    expect(shutdownLines).toHaveLength(1);
    const [line] = shutdownLines;
    expect(line).toMatchObject({ signal: "SIGTERM", cutOff: 0, finished: line?.inFlight });
    expect(line?.msg).toBe(
      `shut down on SIGTERM: ${line?.inFlight} of ${line?.inFlight} requests in flight finished, 0 cut off; job system and database closed`,
    );
  });
});
