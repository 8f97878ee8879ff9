import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";

// What the server keeps under DATA_DIR (the embedded database, media, the lock) is the site's data:
// another account on the machine may neither read nor change it (issue 31 found 968 files at 0666).
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;
/** The umask under which every file and folder the server creates is private. */
export const PRIVATE_UMASK = 0o077;

const PERMISSION_BITS = 0o7777;

/**
 * Makes a directory and everything in it private (files 0600, folders 0700), as start-up finds them
 * (a copy, an older version, a permissive umask). Symbolic links are left alone: their targets may
 * not be ours. Answers how many entries it changed.
 */
export async function makePrivate(directory: string): Promise<number> {
  let changed = 0;
  const pending = [directory];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const info = await lstat(current);
    if (info.isSymbolicLink()) continue;
    const wanted = info.isDirectory() ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE;
    if ((info.mode & PERMISSION_BITS) !== wanted) {
      await chmod(current, wanted);
      changed++;
    }
    if (info.isDirectory()) {
      const folder = current;
      for (const name of await readdir(folder)) pending.push(path.join(folder, name));
    }
  }
  return changed;
}
