import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const ERROR_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "unavailable",
};

export const errorCodeFor = (status: number) =>
  ERROR_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");

/** DESIGN.md's error shape for everything Fastify itself refuses; never a stack trace. */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    let message = error.message;
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      status = 400;
      message = "The request body is not valid JSON.";
    } else if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      message = "The request body is too large.";
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      message = "The database is not reachable. Try again shortly.";
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      if (status === 500) message = "Something went wrong on our side.";
    }
    return reply.status(status).send({ error: errorCodeFor(status), message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: "not_found", message: `Nothing at ${request.method} ${request.url.split("?")[0]}.` }),
  );
});

// Network failures, postgres.js's own connection errors, and PostgreSQL shutting down or starting.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P02",
  "57P03",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
