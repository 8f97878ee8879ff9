import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const IN_FLIGHT_GRACE_MS = 8000;

/** What a shutdown drained: the answers in flight when it began, and how they ended. */
export class Drain {
  inFlight = 0;
  /** Sent in full during the grace. */
  finished = 0;
  /** Still unsent when the grace ran out, their connections closed. */
  cutOff = 0;
}

/**
 * Shutdown that lets answers in flight finish, then lets the process go: once they are sent,
 * every connection is closed, including keep-alive sockets that would otherwise hold the server
 * open until their idle timeout. `drain` counts what it waited for, for server.ts's last log line.
 */
export const gracefulClose = fp(async (app: FastifyInstance, { drain }: { drain: Drain }) => {
  let closing = false;
  const active = new Set<FastifyRequest>();
  // Those in flight when the shutdown began.
  let draining = new Set<FastifyRequest>();
  app.addHook("onRequest", async (request) => {
    active.add(request);
  });
  app.addHook("onResponse", async (request) => {
    active.delete(request);
    if (draining.delete(request)) drain.finished += 1;
  });
  app.addHook("onRequestAbort", async (request) => {
    active.delete(request);
    draining.delete(request);
  });

  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.addHook("preClose", async () => {
    closing = true;
    draining = new Set(active);
    drain.inFlight = draining.size;
    // Not awaited: Fastify stops listening right after this hook and waits for the connections.
    void (async () => {
      const deadline = Date.now() + IN_FLIGHT_GRACE_MS;
      while (active.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      drain.cutOff = draining.size;
      app.server.closeAllConnections();
    })();
  });
});
