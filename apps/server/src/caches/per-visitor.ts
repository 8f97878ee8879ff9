import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PER_VISITOR } from "./cache-control";

// The staff's and the sign-in provider's paths: every answer there is one person's (PER_VISITOR_REASONS.admin).
const STAFF_PATHS = /^\/(?:api\/admin|trpc|auth\/v1)(?:[/?]|$)/;

/**
 * Marks every answer under the staff's paths PER_VISITOR before any handler runs, so an answer that
 * says nothing of caching (an error, a 404, a tRPC batch) is still kept by nobody.
 */
export const perVisitorAnswers = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    if (STAFF_PATHS.test(request.url)) reply.header("cache-control", PER_VISITOR);
  });
});
