import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DocumentStorage } from "@staffing/api";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "../private-files";

/** Private documents in a directory of their own (DATA_DIR/documents): never served by /media. */
export async function directoryDocumentStorage(directory: string): Promise<DocumentStorage> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  // Names are document ids, but a path must never leave the directory.
  const pathOf = (name: string) => {
    if (!/^[0-9a-f-]{36}$/.test(name)) throw new Error(`Not a document name: ${name}`);
    return path.join(directory, name);
  };
  return {
    async put(name, body: Readable) {
      const target = pathOf(name);
      // Written beside and renamed into place: a reader never sees half a file.
      const temporary = path.join(directory, `.${name}.${randomBytes(6).toString("hex")}`);
      try {
        await pipeline(body, createWriteStream(temporary, { mode: PRIVATE_FILE_MODE, flags: "wx" }));
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(name) {
      const file = pathOf(name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: undefined };
    },
    async delete(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
    },
  };
}
