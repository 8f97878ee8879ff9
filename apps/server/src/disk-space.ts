import { accessSync, constants, mkdirSync } from "node:fs";
import { statfs } from "node:fs/promises";
import type { Config } from "./config";
import { mediaStoreOf } from "./media";
import { makePrivate, PRIVATE_DIRECTORY_MODE } from "./private-files";

/** Free bytes for an unprivileged writer in the file system that holds `directory`. */
export type FreeSpaceProbe = (directory: string) => Promise<number>;

export const statfsProbe: FreeSpaceProbe = async (directory) => {
  const stats = await statfs(directory);
  return stats.bavail * stats.bsize;
};

/** A watched directory with less room than the configured minimum. */
export interface LowDisk {
  directory: string;
  freeBytes: number;
}

/** The directories this server writes to on its own disk: PGlite's DATA_DIR and the media library's (when it is one). */
export function writtenDirectories(config: Config): string[] {
  const directories: string[] = [];
  const { url, dataDir } = config.database;
  if (!url && !dataDir.startsWith("memory://")) directories.push(dataDir);
  if (mediaStoreOf(config, url ? "postgres" : "pglite") === "directory")
    directories.push(config.media.directory);
  return directories;
}

/**
 * Watches the free space of the directories the server writes to. Below `minFreeBytes` the server
 * stops taking writes (503) and says it is not ready, before the database or a file is cut off
 * halfway: what it has acknowledged stays whole. statfs is one cheap system call, so each write asks
 * afresh and the server takes writes again the moment there is room.
 */
export class DiskSpace {
  constructor(
    readonly directories: string[],
    readonly minFreeBytes: number,
    readonly probe: FreeSpaceProbe = statfsProbe,
  ) {}

  #looking: Promise<LowDisk | null> | null = null;

  /**
   * The first directory with too little room, or null when all have enough. Writes arriving while the
   * file system is being asked share that answer: a burst of inquiries asks once, not once each.
   */
  low(): Promise<LowDisk | null> {
    this.#looking ??= this.#look().finally(() => {
      this.#looking = null;
    });
    return this.#looking;
  }

  async #look(): Promise<LowDisk | null> {
    for (const directory of this.directories) {
      // A directory not made yet (the media library's before its first file) fills no disk.
      const freeBytes = await this.probe(directory).catch(() => Number.POSITIVE_INFINITY);
      if (freeBytes < this.minFreeBytes) return { directory, freeBytes };
    }
    return null;
  }
}

/** Start-up stops on this with its message alone: the operator's fix is in it, a stack would hide it. */
export class StartUpError extends Error {
  override name = "StartUpError";
}

const REASONS: Record<string, string> = {
  EROFS: "is on a read-only file system",
  EACCES: "cannot be written by this process (permission denied)",
  EPERM: "cannot be written by this process (operation not permitted)",
  ENOTDIR: "cannot be created: part of its path is a file, not a directory",
  ENOSPC: "has no room left on its disk",
  EEXIST: "exists as a file, not a directory",
};

/** Whether an error says the disk is full, from Node's file system or PGlite's (Emscripten's errno 51). */
export function isDiskFull(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  return code === "ENOSPC" || (errno === 51 && code === undefined);
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Before the database opens: each directory the server writes to exists (created when missing), can
 * be written, and has at least the configured room. Anything else stops start-up with a message that
 * names the directory and what is wrong with it.
 */
export async function checkDirectories(config: Config, disk: DiskSpace): Promise<void> {
  for (const directory of disk.directories) {
    try {
      mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      // A read-only mount and a directory of someone else's both show here, before PGlite tries.
      accessSync(directory, constants.W_OK);
      await makePrivate(directory);
    } catch (error) {
      throw new StartUpError(unusableDirectoryMessage(directory, error));
    }
  }
  const low = await disk.low();
  if (low) throw new StartUpError(diskFullMessage(low, config.disk.minFreeBytes));
}

/** Why a directory cannot be written to, from the error the file system gave. */
export function unusableDirectoryMessage(directory: string, error: unknown): string {
  const code = (error as { code?: string }).code ?? "";
  const reason = REASONS[code] ?? `cannot be used (${code || String(error)})`;
  return `The directory ${directory} ${reason}. Point DATA_DIR at a writable directory.`;
}

export function diskFullMessage({ directory, freeBytes }: LowDisk, minFreeBytes: number): string {
  return (
    `The disk of ${directory} has ${megabytes(freeBytes)} free; the server needs at least ` +
    `${megabytes(minFreeBytes)} (DISK_MIN_FREE_MB). Make room, or point DATA_DIR at a larger disk.`
  );
}
