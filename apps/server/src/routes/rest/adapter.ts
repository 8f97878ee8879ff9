import { assertCapability, createCaller, type PreviewContent, RetryAfter } from "@staffing/api";
import { isDatabaseUnavailable } from "@staffing/db";
import { fieldMessages, fieldPath, REQUEST_ERROR_MESSAGES } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError, z } from "zod";
import { errorCodeFor } from "../../plugins/error-handling";
import type { LivePreviewRenderer } from "../public-site";
import type { RequestContextFactory } from "../trpc";
import type { Endpoint, EndpointInput } from "./endpoints";

export type Caller = ReturnType<typeof createCaller>;

export interface RestOptions {
  createContext: RequestContextFactory;
  /** The largest upload (MEDIA_MAX_BYTES): the multipart reader stops there with a 413. */
  mediaMaxBytes: number;
  /** Renders the live preview's pages (text/html endpoints); absent when the server has no site. */
  livePreview?: LivePreviewRenderer | undefined;
}

/**
 * Registers one REST path over its procedure: builds a caller for the request, hands it the request
 * parts, and maps a TRPCError to DESIGN.md's `{ error, message }` shape with the matching status.
 */
export function registerEndpoint(
  app: FastifyInstance,
  { createContext, livePreview }: RestOptions,
  endpoint: Endpoint,
) {
  const numericQueryFields = numericFields(endpoint.query);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      try {
        const context = await createContext({
          authorization: request.headers.authorization,
          ip: request.ip,
          requestId: request.id,
        });
        const caller = createCaller(context);
        // An upload is read only for someone allowed to make it (the procedure checks again).
        if (endpoint.upload && endpoint.access !== "public") assertCapability(context.user, endpoint.access);
        const input = endpoint.upload ? await readUpload(request) : readInput(request, numericQueryFields);
        const result = await endpoint.call(caller, input);
        // (A text/html endpoint's procedure answers what its page shows: see sitePageEndpoint.)
        if (endpoint.contentType === "text/html")
          return sendLivePreview(reply, livePreview, caller, result as PreviewContent);
        for (const [name, value] of Object.entries(endpoint.headers?.(result, input) ?? {}))
          reply.header(name, value);
        if (result === undefined) return reply.status(204).send();
        const answer = endpoint.present?.(result) ?? { body: result };
        return reply.status(answer.status ?? endpoint.success?.[0] ?? 200).send(answer.body);
      } catch (error) {
        return sendProcedureError(error, request, reply);
      }
    },
  });
}

/**
 * A page of the site for one staff member: never cached, never indexed, its own policy (the panel's
 * frame applies the panel's).
 */
async function sendLivePreview(
  reply: FastifyReply,
  livePreview: LivePreviewRenderer | undefined,
  caller: Caller,
  content: PreviewContent,
) {
  if (!livePreview) {
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: "This server answers the API alone: it has no site to render a preview with.",
    });
  }
  const page = await livePreview(caller, content);
  return reply
    .status(200)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", page.csp)
    .header("cache-control", "private, no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .send(page.html);
}

function readInput(request: FastifyRequest, numericQueryFields: Set<string>): EndpointInput {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    // Query strings are text: an empty value means "not given", numbers reach the schema as numbers
    // (or NaN, which it refuses naming the field).
    if (value === "" || Array.isArray(value)) continue;
    query[key] = numericQueryFields.has(key) ? Number(value) : value;
  }
  const body =
    request.body && typeof request.body === "object" && !Array.isArray(request.body) ? request.body : {};
  return { params: request.params as Record<string, string>, query, body: body as Record<string, unknown> };
}

/**
 * A multipart upload: the file in the field `file` (read up to MEDIA_MAX_BYTES) and the text fields
 * beside it, in any order. What the multipart reader refuses becomes the matching TRPCError.
 */
async function readUpload(request: FastifyRequest): Promise<EndpointInput> {
  const input: EndpointInput = { params: request.params as Record<string, string>, query: {}, body: {} };
  if (!request.isMultipart()) {
    throw new TRPCError({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Send the image as multipart/form-data, in the field 'file'.",
    });
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file") input.file = { bytes, fileName: part.filename };
      } else {
        input.body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    throw new TRPCError({
      code: status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
      message:
        status === 413
          ? "The upload is too large: one file, of at most the configured size."
          : "The multipart body could not be read.",
      cause: error,
    });
  }
  return input;
}

function numericFields(schema: z.ZodType | undefined): Set<string> {
  if (!schema) return new Set();
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, { type?: string }>;
  };
  return new Set(
    Object.entries(json.properties ?? {})
      .filter(([, property]) => property.type === "integer" || property.type === "number")
      .map(([name]) => name),
  );
}

export function sendProcedureError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isDatabaseUnavailable(error)) {
    return reply.status(503).send({
      error: "unavailable",
      message: REQUEST_ERROR_MESSAGES.databaseUnavailable,
      requestId: request.id,
    });
  }
  if (!(error instanceof TRPCError) || error.code === "INTERNAL_SERVER_ERROR") {
    request.log.error({ err: error }, "procedure failed");
    return reply
      .status(500)
      .send({ error: "internal_error", message: REQUEST_ERROR_MESSAGES.unexpected, requestId: request.id });
  }
  const status = getHTTPStatusCodeFromError(error);
  if (error.cause instanceof RetryAfter) reply.header("retry-after", String(error.cause.seconds));
  if (error.cause instanceof ZodError) {
    const fields = fieldMessages(error.cause, fieldPath);
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
