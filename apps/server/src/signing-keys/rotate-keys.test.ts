import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { ROTATE_KEYS_TEXTS } from "./texts";

// `pnpm auth:rotate-keys` as an operator runs it (a process of its own) on an embedded database.
// What the keys then verify is tested in packages/auth (forged-tokens.test.ts).

const COMMANDS = path.join(import.meta.dirname, "..", "commands");
const work = mkdtempSync(path.join(os.tmpdir(), "staffing-rotate-"));
const dataDir = path.join(work, "data");
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function run(command: "migrate" | "rotate-keys", ...args: string[]) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(COMMANDS, `${command}.ts`), ...args], {
    cwd: path.dirname(COMMANDS),
    env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

async function storedKeys(): Promise<string[]> {
  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query<{ kid: string }>("select kid from auth_signing_keys order by created_at");
    return rows.map((row) => row.kid);
  } finally {
    await db.close();
  }
}

const kidOf = (stdout: string) => /\(([\w-]+)\)/.exec(stdout)?.[1] ?? "";

describe("pnpm auth:rotate-keys", { timeout: 180_000 }, () => {
  it("adds a key that signs, keeps the previous one for its tokens, or drops it with --drop-previous", async () => {
    expect((await run("migrate")).code).toBe(0);
    const first = await run("rotate-keys");
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toBe(`${ROTATE_KEYS_TEXTS.rotated(kidOf(first.stdout))}\n`);

    const second = await run("rotate-keys");
    expect(second.code).toBe(0);
    const [rotatedLine, keptLine] = second.stdout.trimEnd().split("\n");
    expect(rotatedLine).toBe(ROTATE_KEYS_TEXTS.rotated(kidOf(second.stdout)));
    const until = /until (\S+);/.exec(keptLine ?? "")?.[1] ?? "";
    expect(keptLine).toBe(ROTATE_KEYS_TEXTS.previousKept(new Date(until)));
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(await storedKeys()).toEqual([kidOf(first.stdout), kidOf(second.stdout)]);

    const third = await run("rotate-keys", "--drop-previous");
    expect(third.stdout).toBe(
      `${ROTATE_KEYS_TEXTS.rotated(kidOf(third.stdout))}\n${ROTATE_KEYS_TEXTS.previousDropped}\n`,
    );
    expect(await storedKeys()).toEqual([kidOf(third.stdout)]);
  });

  it("answers an unknown option in one line with the usage, and changes nothing", async () => {
    const before = await storedKeys();
    const result = await run("rotate-keys", "--force");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(ROTATE_KEYS_TEXTS.usage);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await storedKeys()).toEqual(before);
  });
});
