import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { Logger } from "pino";
import { type DiskSpace, megabytes } from "../disk-space";

// What a client is told; which directory and how much room is left go to the log only.
export const DISK_FULL_MESSAGE =
  "The server is out of disk space and cannot store anything now. Try again later.";
const RETRY_AFTER_SECONDS = "60";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * No write is taken while a disk the server writes to is nearly full (503 with Retry-After), so
 * nothing is acknowledged that the database or the media library could not keep. Logged once when
 * the room runs short and once when it is back, not once a request.
 */
export const diskGuard = fp(async (app: FastifyInstance, { disk }: { disk: DiskSpace }) => {
  const log = app.log as Logger;
  let short = false;

  app.addHook("onRequest", async (request, reply) => {
    if (!WRITES.has(request.method) || disk.directories.length === 0) return;
    const low = await disk.low();
    if (low && !short) {
      log.error(
        { directory: low.directory, freeBytes: low.freeBytes, minFreeBytes: disk.minFreeBytes },
        `the disk of ${low.directory} has ${megabytes(low.freeBytes)} free: writes are refused until there is room`,
      );
    } else if (!low && short) log.info("there is room on the disk again: writes are taken");
    short = Boolean(low);
    if (low) return refuse(reply);
  });

  function refuse(reply: FastifyReply) {
    return reply
      .status(503)
      .header("retry-after", RETRY_AFTER_SECONDS)
      .send({ error: "unavailable", message: DISK_FULL_MESSAGE });
  }
});
