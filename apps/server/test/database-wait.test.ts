import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { StartUpError } from "../src/disk-space";
import { openPreparedDatabase } from "../src/start-up";
import { SERVER_ENTRY, TEST_ADMIN } from "../src/testing";

// Start-up on a PostgreSQL server that cannot be reached yet (a database container still starting, a
// host rebooting) waits for it, saying so once per try, and gives up with one line an operator can act on.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "staffing-wait-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ADMIN = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("start-up with a database that cannot be reached", () => {
  it("tries again with one line per try, then stops with one line naming the server", async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({
      DATABASE_URL: `postgres://site:secret-password@127.0.0.1:${port}/site`,
      DATA_DIR: dataDir,
      ...ADMIN,
    });

    const failure = await openPreparedDatabase(config, logger, undefined, {
      timeoutMs: 3000,
      firstDelayMs: 200,
      maxDelayMs: 800,
    }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(StartUpError);
    expect((failure as Error).message).toBe(
      `The database at 127.0.0.1:${port} could not be reached for 3 s (ECONNREFUSED): start-up stopped.`,
    );
    const tries = lines.map((line) => JSON.parse(line) as { msg: string; err?: unknown });
    expect(tries.length).toBeGreaterThanOrEqual(3);
    tries.forEach((entry, index) => {
      expect(entry.msg).toMatch(
        new RegExp(
          `^The database at 127\\.0\\.0\\.1:${port} cannot be reached \\(ECONNREFUSED\\); try ${index + 1}, trying again in \\d+ s$`,
        ),
      );
      expect(entry.err).toBeUndefined();
    });
    expect(lines.join("")).not.toContain("secret-password");
  });
});

// A server that answers but refuses (no such database) is not waited for: the real server process stops
// at once with one line.
const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)("start-up with a database that refuses", () => {
  // Compiling the server from its sources (tsx) takes a while on a busy 2-core machine.
  it("stops at once with one line naming the server and the reason, no stack", {
    timeout: 120_000,
  }, async () => {
    const url = new URL(serverUrl as string);
    url.pathname = "/no_such_database_for_the_site";
    const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        NODE_ENV: "test",
        PORT: String(await closedPort()),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        ...ADMIN,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream?.on("data", (chunk: Buffer) => (output += chunk));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `The database at ${url.hostname}:${url.port || 5432} refused the connection: database "no_such_database_for_the_site" does not exist`,
    );
  });
});
