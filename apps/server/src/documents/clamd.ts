import { connect } from "node:net";
import type { Readable } from "node:stream";
import type { MalwareScanner, ScanVerdict } from "@staffing/api";

// clamd's INSTREAM, on node:net (clamd's protocol is a few lines; no library needed): `zINSTREAM\0`,
// then the file in chunks each led by its length (4 bytes, big-endian), then a zero length; clamd
// answers one NUL-terminated line: `stream: OK`, `stream: <name> FOUND`, or `... ERROR`.

const CHUNK_BYTES = 64 * 1024;

export interface ClamdSettings {
  host: string;
  port: number;
  /** How long a scan may take, connection included. */
  timeoutMs?: number;
}

export class ClamdError extends Error {
  override readonly name = "ClamdError";
}

/** A scanner that sends each file to clamd; it throws when clamd cannot be reached or errs. */
export function clamdScanner({ host, port, timeoutMs = 30_000 }: ClamdSettings): MalwareScanner {
  return { scan: (body) => instream(host, port, timeoutMs, body) };
}

function instream(host: string, port: number, timeoutMs: number, body: Readable): Promise<ScanVerdict> {
  return new Promise<ScanVerdict>((resolve, reject) => {
    const socket = connect({ host, port });
    const answer: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | null, verdict?: ScanVerdict) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      body.destroy();
      if (error) reject(error);
      else if (verdict) resolve(verdict);
    };
    socket.setTimeout(timeoutMs, () => finish(new ClamdError("clamd did not answer in time")));
    socket.on("error", (error) => finish(new ClamdError(`clamd could not be reached: ${error.message}`)));
    socket.on("data", (piece) => answer.push(piece));
    socket.on("end", () => {
      const line = Buffer.concat(answer).toString("utf8").replace(/\0/g, "").trim();
      const found = /^stream: (.+) FOUND$/.exec(line);
      if (found?.[1]) finish(null, { infected: true, finding: found[1] });
      else if (line === "stream: OK") finish(null, { infected: false });
      else finish(new ClamdError(`clamd answered: ${line || "nothing"}`));
    });
    socket.on("connect", async () => {
      try {
        socket.write("zINSTREAM\0");
        for await (const piece of body) {
          const bytes = Buffer.from(piece as Uint8Array);
          for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
            const slice = bytes.subarray(at, at + CHUNK_BYTES);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(slice.length);
            // Waits for the socket to drain: a slow clamd never makes us hold the file.
            if (!socket.write(Buffer.concat([length, slice])))
              await new Promise<void>((drained) => {
                socket.once("drain", drained);
                socket.once("close", drained);
              });
            if (settled) return;
          }
        }
        socket.write(Buffer.alloc(4));
      } catch (error) {
        finish(error instanceof Error ? error : new ClamdError(String(error)));
      }
    });
  });
}
