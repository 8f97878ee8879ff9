import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "@staffing/api";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "../private-files";
import { contentTypeOf } from "./content-types";

/** The media library in a directory (DATA_DIR/media by default): one file per name, flat. */
export async function directoryStorage(directory: string): Promise<MediaStorage> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  // Names come from the library (hashes and widths), but a path must never leave the directory.
  const pathOf = (name: string) => {
    if (name !== path.basename(name) || name.startsWith("."))
      throw new Error(`Not a media file name: ${name}`);
    return path.join(directory, name);
  };
  return {
    async put(name, bytes) {
      // Written beside and renamed into place: a reader never sees half a file.
      const temporary = path.join(directory, `.${name}.${randomBytes(6).toString("hex")}`);
      await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, pathOf(name));
    },
    async get(name) {
      const file = pathOf(name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(name) };
    },
    async delete(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
    },
  };
}
