import type { DatabaseHandle } from "@staffing/db";
import type { FastifyInstance } from "fastify";

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: it can reach its database, so a balancer may send traffic. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (_request, reply) => {
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
      return { status: "ready", database: database.driver };
    } catch {
      return reply.status(503).send({ error: "unavailable", message: "The database is not reachable." });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
