import { copyFile, constants as fsConstants, mkdir, readdir, readFile } from "node:fs/promises";
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

/** Copies every media file of `directory` into a new `folder`; resolves to how many. */
export async function copyMediaFiles(directory: string, folder: string): Promise<number> {
  const names = await listMediaFiles(directory);
  if (names.length === 0) return 0;
  await mkdir(folder, { recursive: true });
  for (const name of names) {
    await copyFile(path.join(directory, name), path.join(folder, name), fsConstants.COPYFILE_EXCL);
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
