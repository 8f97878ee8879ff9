import { createCaller } from "@staffing/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { ZodError, z } from "zod";
import { errorCodeFor, isDatabaseUnavailable } from "../../plugins/error-handling";
import type { RequestContextFactory } from "../trpc";

export type Caller = ReturnType<typeof createCaller>;
type Handler = (caller: Caller, request: FastifyRequest) => Promise<unknown>;

export interface RestOptions {
  createContext: RequestContextFactory;
}

/**
 * One REST path over one procedure: the adapter builds a caller for the request and maps a
 * TRPCError to DESIGN.md's `{ error, message }` shape with the matching status.
 */
export function restRoute(
  app: FastifyInstance,
  { createContext }: RestOptions,
  method: HTTPMethods,
  url: string,
  handler: Handler,
  successStatus = 200,
) {
  app.route({
    method,
    url,
    handler: async (request, reply) => {
      try {
        const caller = createCaller(await createContext({ authorization: request.headers.authorization }));
        const result = await handler(caller, request);
        if (result === undefined) return reply.status(204).send();
        return reply.status(successStatus).send(result);
      } catch (error) {
        return sendProcedureError(error, request, reply);
      }
    },
  });
}

function sendProcedureError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) {
    return reply
      .status(503)
      .send({ error: "unavailable", message: "The database is not reachable. Try again shortly." });
  }
  if (!(error instanceof TRPCError) || error.code === "INTERNAL_SERVER_ERROR") {
    request.log.error({ err: error }, "procedure failed");
    return reply.status(500).send({ error: "internal_error", message: "Something went wrong on our side." });
  }
  const status = getHTTPStatusCodeFromError(error);
  if (error.cause instanceof ZodError) {
    const fields = z.flattenError(error.cause).fieldErrors as Record<string, string[]>;
    const summary = Object.entries(fields)
      .map(([field, messages]) => `${field}: ${messages.join(", ")}`)
      .join("; ");
    return reply.status(400).send({
      error: "validation_error",
      message: summary ? `Invalid input. ${summary}` : (error.cause.issues[0]?.message ?? "Invalid input."),
      fields,
    });
  }
  return reply.status(status).send({ error: errorCodeFor(status), message: error.message });
}

/** Query-string values are text; numeric parameters reach the schema as numbers (or NaN, refused there). */
export function numberParam(value: unknown): number | undefined {
  if (value === undefined || value === "") return undefined;
  return Number(value);
}

export const params = (request: FastifyRequest) => request.params as Record<string, string>;
export const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;
export const body = (request: FastifyRequest) =>
  (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
