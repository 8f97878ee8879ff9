import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BACKUP_TEXTS } from "./texts";

// `pnpm db:restore` of an encrypted backup at a terminal, without BACKUP_PASSPHRASE: it asks for the
// passphrase and does not echo it.

const COMMANDS = path.join(import.meta.dirname, "..", "commands");
const work = mkdtempSync(path.join(os.tmpdir(), "staffing-prompt-"));
const site = path.join(work, "site");
const file = path.join(work, "sealed.sql");
const PASSPHRASE = "typed-at-the-terminal";
afterAll(() => rmSync(work, { recursive: true, force: true }));

const baseEnv = () => {
  const { DATABASE_URL: _url, BACKUP_PASSPHRASE: _passphrase, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent" };
};
const commandLine = (command: string, ...args: string[]) =>
  [process.execPath, "--import", "tsx", path.join(COMMANDS, `${command}.ts`), ...args].join(" ");

async function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn("sh", ["-c", commandLine(command, ...args)], {
    cwd: path.dirname(COMMANDS),
    env: { ...baseEnv(), ...env },
    stdio: ["ignore", "inherit", "pipe"],
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return code;
}

// util-linux's `script` (Debian's bsdutils, installed everywhere) gives the command its terminal.
const hasScript = existsSync("/usr/bin/script");

describe.skipIf(!hasScript)("pnpm db:restore at a terminal", { timeout: 240_000 }, () => {
  it("asks for the passphrase of an encrypted backup, without echoing it, and restores", async () => {
    expect(await run("migrate", [], { DATA_DIR: site })).toBe(0);
    expect(await run("backup", [file], { DATA_DIR: site, BACKUP_PASSPHRASE: PASSPHRASE })).toBe(0);
    const target = path.join(work, "restored");
    const child = spawn("script", ["-qec", commandLine("restore", file), "/dev/null"], {
      cwd: path.dirname(COMMANDS),
      env: { ...baseEnv(), DATA_DIR: target },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let screen = "";
    child.stdout.on("data", (chunk: Buffer) => {
      screen += chunk.toString();
    });
    const deadline = Date.now() + 120_000;
    while (!screen.includes(BACKUP_TEXTS.passphrasePrompt(file)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    child.stdin.write(`${PASSPHRASE}\r`);
    const [code] = (await once(child, "exit")) as [number | null];
    expect(screen).toContain(BACKUP_TEXTS.restored);
    expect(screen).not.toContain(PASSPHRASE);
    expect(code).toBe(0);
    expect(existsSync(path.join(target, "PG_VERSION"))).toBe(true);
  });
});
