import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PUBLIC_SITE_URL_REQUIRED } from "../src/config";
import { START_UP_TEXTS } from "../src/process-output";
import { freePort, SERVER_ENTRY, TEST_ADMIN } from "../src/testing";

// The real server process in production, as a log collector reads it: every line it writes, on stdout
// or stderr, is one JSON object. A deprecation warning is raised inside it on SIGUSR2 (a preload
// module), as a dependency would raise one.

const work = mkdtempSync(path.join(os.tmpdir(), "ops-production-output-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

const RAISE_DEPRECATION = `data:text/javascript,process.on("SIGUSR2", () => process.emitWarning("an old API", { type: "DeprecationWarning", code: "DEP9999" }));`;

function startServer(env: Record<string, string>) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "--import", RAISE_DEPRECATION, SERVER_ENTRY], {
    // No .env here: the process must not print Node's plain-text notice about it.
    cwd: path.dirname(SERVER_ENTRY),
    env: {
      ...inherited,
      NODE_ENV: "production",
      PUBLIC_SITE_URL: "https://www.example.com",
      DATA_DIR: mkdtempSync(path.join(work, "site-")),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output = { lines: [] as string[] };
  let pending = "";
  const collect = (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split("\n");
    pending = complete.pop() ?? "";
    output.lines.push(...complete.filter((line) => line.length > 0));
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = once(child, "exit").then(([code]) => {
    if (pending) output.lines.push(pending);
    return code as number | null;
  });
  return { child, output, exited };
}

/** Every line parsed: a line that is not JSON fails the test, naming it. */
function parsed(lines: string[]): { msg: string; level: number; [field: string]: unknown }[] {
  return lines.map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      throw new Error(`not a JSON line: ${line}`);
    }
  });
}

async function until<T>(read: () => T | undefined, what: string, ms = 150_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const STEP = { timeout: 240_000 };

describe("a production server's output", () => {
  it("is JSON, line by line, from start to shutdown, a deprecation warning included", STEP, async () => {
    const port = await freePort();
    const { child, output, exited } = startServer({ PORT: String(port) });
    await until(() => parsed(output.lines).find((line) => line.msg === "serving"), "serving");
    child.kill("SIGUSR2");
    const warning = await until(
      () => parsed(output.lines).find((line) => line.msg === "an old API"),
      "the warning's line",
    );
    expect(warning).toMatchObject({ warning: { name: "DeprecationWarning", code: "DEP9999" } });
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(parsed(output.lines).length).toBeGreaterThan(2);
  });

  it("says in one JSON line that the port is taken (EADDRINUSE), without a stack", STEP, async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const { output, exited } = startServer({ PORT: String(port) });
      expect(await exited).toBe(1);
      const lines = parsed(output.lines);
      expect(lines.at(-1)).toMatchObject({ level: 60, msg: START_UP_TEXTS.addressInUse("127.0.0.1", port) });
      expect(output.lines.join("\n")).not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
    }
  });

  it("refuses to start without PUBLIC_SITE_URL in one JSON line naming it", STEP, async () => {
    const { output, exited } = startServer({ PUBLIC_SITE_URL: "" });
    expect(await exited).toBe(1);
    expect(parsed(output.lines)).toEqual([
      expect.objectContaining({
        level: 60,
        msg: expect.stringContaining(`PUBLIC_SITE_URL: ${PUBLIC_SITE_URL_REQUIRED}`),
      }),
    ]);
  });

  it("is started by `pnpm start` without node's --env-file flags (they print a plain-text notice when .env is absent)", () => {
    const { scripts } = JSON.parse(
      readFileSync(new URL("../../../package.json", import.meta.url), "utf8"),
    ) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).not.toMatch(/--env-file/);
  });
});
