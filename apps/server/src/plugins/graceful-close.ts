import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const IN_FLIGHT_GRACE_MS = 8000;

/**
 * Shutdown that lets answers in flight finish, then lets the process go: once they are sent,
 * every connection is closed, including keep-alive sockets that would otherwise hold the server
 * open until their idle timeout.
 */
export const gracefulClose = fp(async (app: FastifyInstance) => {
  let closing = false;
  let inFlight = 0;
  app.addHook("onRequest", async () => {
    inFlight += 1;
  });
  app.addHook("onResponse", async () => {
    inFlight -= 1;
  });
  app.addHook("onRequestAbort", async (_request) => {
    inFlight -= 1;
  });

  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.addHook("preClose", async () => {
    closing = true;
    // Not awaited: Fastify stops listening right after this hook and waits for the connections.
    void (async () => {
      const deadline = Date.now() + IN_FLIGHT_GRACE_MS;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      app.server.closeAllConnections();
    })();
  });
});
