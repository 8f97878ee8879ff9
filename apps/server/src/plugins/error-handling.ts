import { isDatabaseUnavailable } from "@staffing/db";

// The check lives with the database package (the sign-in provider needs it too); routes import it here.
export { isDatabaseUnavailable };

import negotiate from "@fastify/accept-negotiator";
import { REQUEST_ERROR_MESSAGES } from "@staffing/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isDiskFull } from "../disk-space";
import { DISK_FULL_MESSAGE } from "./disk-guard";
import { NulCharacterRefused } from "./nul-characters";

const ERROR_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  410: "gone",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  503: "unavailable",
};

export const errorCodeFor = (status: number) =>
  ERROR_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");

/**
 * DESIGN.md's error shape for everything Fastify itself refuses; never a stack trace. A failure on
 * our side says so in general words with the request id; what failed is in the log under that id.
 */
export const errorHandling = fp(async (app: FastifyInstance, { notFound }: { notFound: NotFoundScreen }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof NulCharacterRefused) {
      return reply.status(400).send({
        error: "validation_error",
        message: error.message,
        fields: { [error.field]: [error.message] },
      });
    }
    let status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    let message = error.message;
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      status = 400;
      message = "The request body is not valid JSON.";
    } else if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      message = "The request body is too large.";
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      message = REQUEST_ERROR_MESSAGES.databaseUnavailable;
    } else if (isDiskFull(error)) {
      // Another process filled the disk before the guard saw it (plugins/disk-guard.ts).
      status = 503;
      message = DISK_FULL_MESSAGE;
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      if (status !== 503) message = REQUEST_ERROR_MESSAGES.unexpected;
      return reply.status(status).send({ error: errorCodeFor(status), message, requestId: request.id });
    }
    return reply.status(status).send({ error: errorCodeFor(status), message });
  });

  app.setNotFoundHandler((request, reply) => {
    if (notFound.page && request.method === "GET" && !API_PATHS.test(request.url) && wantsPage(request)) {
      return notFound.page(request, reply);
    }
    return reply
      .status(404)
      .send({ error: "not_found", message: `Nothing at ${request.method} ${request.url.split("?")[0]}.` });
  });
});

/**
 * The site's not-found screen, once the public site is there to render it: what a person who opens an
 * address that is nothing sees (a missing image or file included). Scripts, and every API path, get JSON.
 */
export interface NotFoundScreen {
  page?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

// Paths of the API: an unknown one there is a JSON 404, whoever asks.
export const API_PATHS = /^\/(?:api|trpc|auth)(?:[/?#]|$)/;

/** Whether the asker is a browser navigating (it takes HTML), not a script or an image tag. */
function wantsPage(request: FastifyRequest): boolean {
  return negotiate(request.headers.accept ?? "", ["text/html"]) === "text/html";
}
