import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// Once shutdown starts, answers still in flight ask the client to close its connection, so
// keep-alive sockets do not hold the process open until their idle timeout.
export const gracefulClose = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
});
