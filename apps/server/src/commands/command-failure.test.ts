import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openDatabase } from "@staffing/db";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_TEXTS } from "../backup/texts";
import { loadConfig } from "../config";
import { prepareDatabase } from "../start-up";
import { COMMAND_TEXTS, commandFailure } from "./command-failure";

// The backup commands as an operator runs them (a process each): when one stops, stderr is one line that
// says what to fix, never a stack.
const work = mkdtempSync(path.join(os.tmpdir(), "ops-commands-"));
const site = path.join(work, "site");
afterAll(() => rmSync(work, { recursive: true, force: true }));

// An embedded site to back up: migrated and seeded as start-up leaves it.
beforeAll(async () => {
  const handle = await openDatabase({ dataDir: site });
  try {
    await prepareDatabase(handle, loadConfig({ DATA_DIR: site }), pino({ level: "silent" }));
  } finally {
    await handle.close();
  }
}, 180_000);

/** The single line a failed command printed, checked to be the path and why (the write goes to `file.partial`). */
function expectFileProblem(stderr: string, command: string, target: string, problem: string) {
  expect(stderr.split("\n").filter(Boolean)).toHaveLength(1);
  expect([
    COMMAND_TEXTS.fileProblem(command, target, problem),
    COMMAND_TEXTS.fileProblem(command, `${target}.partial`, problem),
  ]).toContain(stderr.trim());
}

async function run(command: "backup" | "restore", args: string[]) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return promisify(execFile)(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, `${command}.ts`), ...args],
    {
      cwd: import.meta.dirname,
      env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: site },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const STEP = { timeout: 180_000 };

describe("the backup commands' failures", () => {
  it(
    "pnpm db:backup into a folder that does not exist: one line naming the file, nothing written",
    STEP,
    async () => {
      const target = path.join(work, "no-such-folder", "site.sql");
      const result = await run("backup", [target]);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `${COMMAND_TEXTS.fileProblem("pnpm db:backup", `${target}.partial`, "no such file or folder")}\n`,
      );
      expect(existsSync(path.dirname(target))).toBe(false);
    },
  );

  it("pnpm db:backup under a path that is a file, not a folder: one line, no stack", STEP, async () => {
    const notAFolder = path.join(work, "a-file");
    writeFileSync(notAFolder, "");
    const target = path.join(notAFolder, "site.sql");
    const result = await run("backup", [target]);
    expect(result.code).toBe(1);
    expectFileProblem(result.stderr, "pnpm db:backup", target, "a part of the path is not a folder");
  });

  it("pnpm db:restore of a file that does not exist: one line naming it", STEP, async () => {
    const missing = path.join(work, "missing.sql");
    const result = await run("restore", [missing]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${BACKUP_TEXTS.fileMissing(missing)}\n`);
  });

  it("an unwritable target, a full disk or any other error: the path and why, or the first line only", () => {
    const refused = Object.assign(new Error("EACCES: permission denied, open '/srv/b.sql'"), {
      code: "EACCES",
      path: "/srv/b.sql",
    });
    expect(commandFailure("pnpm db:backup", refused)).toBe(
      "pnpm db:backup stopped: /srv/b.sql: permission denied.",
    );
    const full = Object.assign(new Error("ENOSPC"), { code: "ENOSPC", path: "/srv/b.sql" });
    expect(commandFailure("pnpm db:backup", full)).toBe(
      "pnpm db:backup stopped: /srv/b.sql: no space left on the disk.",
    );
    const unexpected = new Error("the dump broke\n    at dumpDatabase (dump.ts:1:1)");
    expect(commandFailure("pnpm db:restore", unexpected)).toBe("pnpm db:restore failed: the dump broke");
  });
});
