import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file in DATA_DIR that names the process using the embedded database. */
export const LOCK_FILE_NAME = "server.pid";

/** A second process on the same embedded database: it must not start (each would lose the other's writes). */
export class DataDirectoryInUse extends Error {
  override name = "DataDirectoryInUse";
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${directory} is in use by another process (pid ${pid}). ` +
        "Only one server may use an embedded database: stop that process, or set DATA_DIR to another directory.",
    );
  }
}

// Directories this process holds: a second open in the same process is refused too, while a lock
// file with our own pid that we do not hold is a previous life's (a container restarted as pid 1).
const heldHere = new Set<string>();

/**
 * Takes the embedded database's directory for this process, as PostgreSQL's postmaster.pid does: a
 * file with our pid, created atomically (written aside, then hard-linked into place, so nobody reads
 * it half-written). A file whose process is gone (a crash, kill -9) is stale and taken over. Resolves
 * to the function that gives the directory back.
 *
 * Not proper-lockfile: its staleness is a modification time refreshed by a timer, so a restart
 * right after kill -9 is refused for its whole stale period, and a long synchronous PGlite query
 * (the database runs on our event loop) would let a second process take a lock still held.
 */
export function lockDataDirectory(directory: string): () => void {
  const absolute = path.resolve(directory);
  const lockPath = path.join(absolute, LOCK_FILE_NAME);
  if (heldHere.has(absolute)) throw new DataDirectoryInUse(absolute, process.pid);
  const draft = `${lockPath}.${process.pid}.tmp`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = readHolder(lockPath);
      if (holder !== undefined && isAlive(holder)) throw new DataDirectoryInUse(absolute, holder);
      if (attempt >= 3) throw new DataDirectoryInUse(absolute, holder ?? 0);
      removeStaleLock(lockPath, holder);
    }
  } finally {
    unlinkSync(draft);
  }
  heldHere.add(absolute);
  return () => {
    if (!heldHere.delete(absolute)) return;
    // Only our own file: never a lock another process has taken since.
    if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
  };
}

/** The pid in a lock file, or undefined when there is none (gone, or not a pid). */
function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  // Our own pid in a file we do not hold: left by an earlier process that had our pid.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes a dead process's lock. Moved aside first, so that when two processes start together after
 * a crash and one has already replaced the stale file, the other puts the new lock back, not away.
 */
function removeStaleLock(lockPath: string, stalePid: number | undefined) {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== stalePid && moved !== undefined && isAlive(moved)) {
    try {
      linkSync(aside, lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  unlinkSync(aside);
}
