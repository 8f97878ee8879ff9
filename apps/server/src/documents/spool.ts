import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { SpooledUpload } from "@staffing/api";
import { PRIVATE_FILE_MODE } from "../private-files";

/** An upload written to a private spool file; `discard` removes it (always call it). */
export interface Spool extends SpooledUpload {
  discard(): Promise<void>;
}

/**
 * Writes an upload's stream to a file of its own (a fresh 0700 folder in the system's temporary
 * folder, the file 0600) as it arrives: the server holds a few buffers of it, never the whole file,
 * and the file can be read as often as the type check, the scanner and the store need.
 */
export async function spoolUpload(body: Readable, fileName: string): Promise<Spool> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "staffing-upload-"));
  const file = path.join(folder, "upload");
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    await pipeline(body, createWriteStream(file, { mode: PRIVATE_FILE_MODE, flags: "wx" }));
    const { size } = await stat(file);
    return {
      fileName,
      size,
      async read(position, length) {
        const handle = await open(file, "r");
        try {
          const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
          return buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
      },
      open: () => createReadStream(file),
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}
