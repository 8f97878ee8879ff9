import type { DatabaseHandle } from "@staffing/db";
import type { FastifyInstance } from "fastify";
import type { DiskSpace } from "../disk-space";

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: it can reach its database, so a balancer may send traffic. */
// A nearly full disk too: a balancer sends the traffic to an instance that can store it.
export async function healthRoutes(
  app: FastifyInstance,
  { database, disk }: { database: DatabaseHandle; disk: DiskSpace },
) {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (_request, reply) => {
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
    } catch {
      return reply.status(503).send({ error: "unavailable", message: "The database is not reachable." });
    }
    if (await disk.low().catch(() => null)) {
      return reply.status(503).send({ error: "unavailable", message: "The disk is nearly full." });
    }
    return { status: "ready", database: database.driver };
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
