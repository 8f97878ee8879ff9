import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirectoryInUse, LOCK_FILE_NAME, lockDataDirectory } from "./data-directory-lock";

// (The real second process and kill -9 are in apps/server's test/data-directory-lock.test.ts.)
let directory: string;
afterEach(() => rmSync(directory, { recursive: true, force: true }));
const fresh = () => {
  directory = mkdtempSync(path.join(os.tmpdir(), "staffing-lock-unit-"));
  return directory;
};

/** The pid of a process that has exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  return pid;
}

describe("the data directory lock", () => {
  it("names this process in the directory while held, and removes itself when given back", () => {
    const release = lockDataDirectory(fresh());
    expect(readFileSync(path.join(directory, LOCK_FILE_NAME), "utf8").trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(directory, LOCK_FILE_NAME))).toBe(false);
    lockDataDirectory(directory)();
  });

  it("refuses a second open in the same process", () => {
    const release = lockDataDirectory(fresh());
    try {
      expect(() => lockDataDirectory(path.join(directory, "."))).toThrow(DataDirectoryInUse);
    } finally {
      release();
    }
  });

  it("refuses while a live process holds it, naming the directory and its pid", () => {
    writeFileSync(path.join(fresh(), LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => lockDataDirectory(directory)).toThrow(
      `The data directory ${directory} is in use by another process (pid ${process.ppid}).`,
    );
    // Refused: the holder's file is left as it was.
    expect(readFileSync(path.join(directory, LOCK_FILE_NAME), "utf8").trim()).toBe(String(process.ppid));
  });

  it.each([
    ["a process that has exited", () => `${deadPid()}\n`],
    ["an earlier process with our own pid (a restarted container)", () => `${process.pid}\n`],
    ["no pid at all (a crash while it was written)", () => ""],
  ])("takes over a stale lock of %s", (_case, content) => {
    writeFileSync(path.join(fresh(), LOCK_FILE_NAME), content());
    const release = lockDataDirectory(directory);
    expect(readFileSync(path.join(directory, LOCK_FILE_NAME), "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("never removes a lock another process took after it", () => {
    const release = lockDataDirectory(fresh());
    writeFileSync(path.join(directory, LOCK_FILE_NAME), `${process.ppid}\n`);
    release();
    expect(readFileSync(path.join(directory, LOCK_FILE_NAME), "utf8").trim()).toBe(String(process.ppid));
  });
});
