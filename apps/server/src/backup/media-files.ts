import { chmod, copyFile, constants as fsConstants, mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "@staffing/api";
import { contentTypeOf } from "../media/content-types";

/** Where a backup keeps its media files: beside the SQL file, `site.sql` -> `site-media/`. */
export function mediaFolderOf(file: string): string {
  return file.endsWith(".sql") ? `${file.slice(0, -".sql".length)}-media` : `${file}-media`;
}

/** The media library's files in a directory store, by name (none when it has never been made). */
export async function listMediaFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  // A name starting with a dot is an upload being written (directory-storage.ts), not a file yet.
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith(".")).map((entry) => entry.name);
}

/**
 * Copies every media file of `directory` into a new `folder`, the owner's only (0700, its files
 * 0600, whatever the umask): a backup's files include uploads never published. Resolves to how many.
 */
export async function copyMediaFiles(directory: string, folder: string): Promise<number> {
  const names = await listMediaFiles(directory);
  if (names.length === 0) return 0;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  for (const name of names) {
    const copy = path.join(folder, name);
    await copyFile(path.join(directory, name), copy, fsConstants.COPYFILE_EXCL);
    await chmod(copy, 0o600);
  }
  return names.length;
}

/** Puts the files of `folder` (every one, or these `names`) into the media library's storage. */
export async function putMediaFiles(
  folder: string,
  storage: MediaStorage,
  names?: readonly string[],
): Promise<number> {
  names ??= await listMediaFiles(folder);
  for (const name of names) {
    await storage.put(name, await readFile(path.join(folder, name)), contentTypeOf(name));
  }
  return names.length;
}
