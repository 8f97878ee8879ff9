import {
  assertCapability,
  createCaller,
  type DocumentDownload,
  DomainError,
  MfaEnrollmentRequired,
  type PreviewContent,
  RetryAfter,
  StaleEdit,
} from "@staffing/api";
import { isDatabaseUnavailable } from "@staffing/db";
import {
  DOCUMENT_MESSAGES,
  encodeKeysetCursor,
  fieldMessages,
  fieldPath,
  REQUEST_ERROR_MESSAGES,
} from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError, z } from "zod";
import { PER_VISITOR } from "../../caches/cache-control";
import type { EdgePolicy } from "../../caches/edge-policy";
import { sendPublicAnswer } from "../../caches/public-answer";
import { SEARCH_READS, SHARED_PUBLIC_READS } from "../../caches/public-reads";
import { type Spool, sendDocument, spoolUpload } from "../../documents";
import { errorCodeFor } from "../../plugins/error-handling";
import { sendSitemap } from "../crawlers";
import type { LivePreviewRenderer } from "../public-site";
import type { RequestContextFactory } from "../trpc";
import { CSV_DOWNLOADS } from "./csv-downloads";
import { numericFields } from "./input-fields";
import { type Endpoint, inputName } from "./operations";

/** The request parts a path's input is made of, already split. */
export interface EndpointInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** An upload's file (paths with `upload`). */
  file?: { bytes: Uint8Array; fileName: string };
  /** A document upload's file, spooled to a private file (paths with `upload: "document"`). */
  spool?: Spool;
}

export type Caller = ReturnType<typeof createCaller>;

export interface RestOptions {
  createContext: RequestContextFactory;
  /** The largest upload (MEDIA_MAX_BYTES): the multipart reader stops there with a 413. */
  mediaMaxBytes: number;
  /** The largest private document: a document upload's reader stops there with a 413. */
  documentMaxBytes: number;
  /** The site's address (PUBLIC_SITE_URL): the sitemap's addresses are absolute. */
  siteUrl: string;
  /** Renders the live preview's pages (text/html endpoints); absent when the server has no site. */
  livePreview?: LivePreviewRenderer | undefined;
  /** The public reads' Cache-Control now. */
  edge: EdgePolicy;
}

/**
 * Registers one REST path over its procedure: builds a caller for the request, hands it the request
 * parts merged as its input, and maps a TRPCError to DESIGN.md's `{ error, message }` shape with the
 * matching status.
 */
export function registerEndpoint(
  app: FastifyInstance,
  { createContext, livePreview, siteUrl, edge, documentMaxBytes }: RestOptions,
  endpoint: Endpoint,
) {
  // A public read a shared cache may keep, and the keys of what it shows (caches/public-reads.ts).
  const publicRead = endpoint.prefix === "/api" && endpoint.method === "GET";
  const sharedKeys = publicRead ? SHARED_PUBLIC_READS[endpoint.path] : undefined;
  const searched = publicRead && SEARCH_READS.has(endpoint.path);
  const numeric = numericFields([endpoint.input, endpoint.query]);
  const download = endpoint.answer?.kind === "csv-download" ? CSV_DOWNLOADS[endpoint.operationId] : undefined;
  if (endpoint.answer?.kind === "csv-download" && !download)
    throw new Error(`${endpoint.operationId} declares a CSV download that csv-downloads.ts does not stream`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      if (searched) reply.header("cache-control", PER_VISITOR).header("x-robots-tag", "noindex");
      let spool: Spool | undefined;
      try {
        const context = await createContext({
          authorization: request.headers.authorization,
          ip: request.ip,
          requestId: request.id,
        });
        const caller = createCaller(context);
        // An upload is read only for someone allowed to make it (the procedure checks again).
        if (endpoint.upload && endpoint.access !== "public") assertCapability(context.user, endpoint.access);
        const parts = endpoint.upload
          ? await readUpload(request, {
              field: endpoint.fileField ?? "file",
              documentMaxBytes: endpoint.upload === "document" ? documentMaxBytes : undefined,
            })
          : readInput(request, numeric);
        spool = parts.spool;
        if (download) {
          const stream = await download.stream(caller, parts.query);
          return reply.status(200).headers(download.headers(parts.query)).send(stream);
        }
        if (endpoint.answer?.kind === "sitemap-xml")
          return sendSitemap(request, reply, caller, siteUrl, edge);
        const input = endpoint.input ? procedureInput(endpoint, parts) : undefined;
        const result = await procedureAt(caller, endpoint.procedure)(input);
        if (endpoint.answer?.kind === "document-download")
          return sendDocument(reply, result as DocumentDownload);
        if (endpoint.answer?.kind === "site-page") {
          if (!isPreviewContent(result)) throw new Error(`${endpoint.operationId} answered no page or post`);
          return sendLivePreview(reply, livePreview, caller, result);
        }
        const answer = present(endpoint, result, parts);
        reply.headers(answer.headers ?? {});
        if (sharedKeys && answer.status === 200)
          return sendPublicAnswer(request, reply, edge, {
            status: 200,
            contentType: "application/json; charset=utf-8",
            body: JSON.stringify(answer.body),
            keys: sharedKeys(parts.params),
          });
        if (answer.status === 204) return reply.status(204).send();
        return reply.status(answer.status).send(answer.body);
      } catch (error) {
        // Not there is as public as there: kept by the edge until the post is made (its key's purge).
        if (sharedKeys && error instanceof TRPCError && error.code === "NOT_FOUND")
          return sendPublicAnswer(request, reply, edge, {
            status: statusOf(error),
            contentType: "application/json; charset=utf-8",
            body: JSON.stringify({ error: errorCodeFor(statusOf(error)), message: error.message }),
            keys: sharedKeys(isObject(request.params) ? request.params : {}),
          });
        return sendProcedureError(error, request, reply);
      } finally {
        await spool?.discard();
      }
    },
  });
}

/** The procedure's input: the path's parameters over the query string (a GET) or the body. */
function procedureInput(endpoint: Endpoint, { params, query, body, file, spool }: EndpointInput) {
  const path = Object.fromEntries(Object.entries(params).map(([name, value]) => [inputName(name), value]));
  if (endpoint.method === "GET") return { ...query, ...path };
  if (endpoint.upload === "document") return { ...body, ...path, [endpoint.fileField ?? "file"]: spool };
  return { ...body, ...path, ...(endpoint.upload ? { file: file?.bytes, fileName: file?.fileName } : {}) };
}

/** The procedure of the caller at a router path (the caller's own typed functions, looked up by name). */
function procedureAt(caller: Caller, path: string[]): (input: unknown) => Promise<unknown> {
  let node: unknown = caller;
  for (const key of path)
    node =
      typeof node === "function" || (typeof node === "object" && node !== null)
        ? Reflect.get(node, key)
        : null;
  if (typeof node !== "function") throw new Error(`No procedure at ${path.join(".")}`);
  return async (input) => node(input);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What `preview.unsaved` answers: a page or a post in the shape its preview shows. */
const isPreviewContent = (value: unknown): value is PreviewContent =>
  isObject(value) &&
  ((value.kind === "page" && isObject(value.page)) || (value.kind === "post" && isObject(value.post)));

/** A list row a keyset cursor names. */
const isKeysetRow = (row: unknown): row is { createdAt: Date | string; id: string } =>
  isObject(row) &&
  typeof row.id === "string" &&
  (row.createdAt instanceof Date || typeof row.createdAt === "string");

/** The status, body and headers sent for the procedure's answer. */
function present(
  endpoint: Endpoint,
  result: unknown,
  { query }: EndpointInput,
): { status: number; body?: unknown; headers?: Record<string, string> } {
  const status = endpoint.success?.[0] ?? 200;
  switch (endpoint.answer?.kind) {
    case "keyset-page": {
      const last = Array.isArray(result) ? result.at(-1) : undefined;
      const full = Array.isArray(result) && typeof query.limit === "number" && result.length === query.limit;
      const headers: Record<string, string> =
        full && isKeysetRow(last) ? { "x-next-cursor": encodeKeysetCursor(last) } : {};
      return { status, body: result, headers };
    }
    case "cursor-page": {
      const page = isObject(result) ? result : {};
      const cursor = typeof page.nextCursor === "string" && page.nextCursor ? page.nextCursor : null;
      return { status, body: page.items, headers: cursor ? { "x-next-cursor": cursor } : {} };
    }
    case "created-or-found": {
      const upload = isObject(result) ? result : {};
      return { status: upload.created ? 201 : 200, body: upload.item };
    }
    default:
      return result === undefined || status === 204 ? { status: 204 } : { status, body: result };
  }
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

function readInput(request: FastifyRequest, numeric: Set<string>): EndpointInput {
  // Query strings and paths are text: an empty value means "not given", numbers reach the schema as
  // numbers (or NaN, which it refuses naming the field).
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(isObject(request.query) ? request.query : {})) {
    if (value === "" || Array.isArray(value)) continue;
    query[key] = numeric.has(key) ? Number(value) : value;
  }
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(isObject(request.params) ? request.params : {}))
    params[key] = numeric.has(inputName(key)) ? Number(value) : value;
  return { params, query, body: isObject(request.body) ? request.body : {} };
}

/**
 * A multipart upload: the file in its field (`file`, or the binding's `fileField`; read up to
 * MEDIA_MAX_BYTES) and the text fields beside it, in any order. What the multipart reader refuses
 * becomes the matching TRPCError. With `documentMaxBytes`, the file is a document: written to a
 * private spool file as it arrives (up to that many bytes), never held whole.
 */
async function readUpload(
  request: FastifyRequest,
  { field, documentMaxBytes }: { field: string; documentMaxBytes: number | undefined },
): Promise<EndpointInput> {
  const input: EndpointInput = {
    params: isObject(request.params) ? request.params : {},
    query: {},
    body: {},
  };
  if (!request.isMultipart()) {
    throw new TRPCError({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message:
        documentMaxBytes === undefined
          ? "Send the image as multipart/form-data, in the field 'file'."
          : DOCUMENT_MESSAGES.notMultipart,
    });
  }
  try {
    const limits = documentMaxBytes === undefined ? {} : { limits: { fileSize: documentMaxBytes } };
    for await (const part of request.parts(limits)) {
      if (part.type === "file" && documentMaxBytes !== undefined) {
        if (part.fieldname === field && !input.spool)
          input.spool = await spoolUpload(part.file, part.filename);
        else part.file.resume();
      } else if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === field) input.file = { bytes, fileName: part.filename };
      } else {
        input.body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await input.spool?.discard();
    const status = (error as { statusCode?: number }).statusCode;
    const message =
      status === 413
        ? documentMaxBytes === undefined
          ? "The upload is too large: one file, of at most the configured size."
          : DOCUMENT_MESSAGES.tooLarge
        : "The multipart body could not be read.";
    throw new TRPCError({
      code: status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
      message,
      // A document too large is refused under its field, as the procedure refuses its other faults.
      cause:
        status === 413 && documentMaxBytes !== undefined
          ? z
              .unknown()
              .refine(() => false, { path: [field], message })
              .safeParse(undefined).error
          : error,
    });
  }
  return input;
}

/** tRPC's status for the error, but 410 for what is gone for good (tRPC has no code of its own for it). */
const statusOf = (error: TRPCError) =>
  error.cause instanceof DomainError && error.cause.code === "gone" ? 410 : getHTTPStatusCodeFromError(error);

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
  const status = statusOf(error);
  if (error.cause instanceof RetryAfter) reply.header("retry-after", String(error.cause.seconds));
  // A refusal with a name of its own: the client acts on it (the panel opens the enrolment screen).
  if (error.cause instanceof MfaEnrollmentRequired)
    return reply.status(status).send({ error: error.cause.reason, message: error.message });
  if (error.cause instanceof ZodError) {
    const fields = fieldMessages(error.cause, fieldPath);
    const summary = Object.entries(fields)
      .map(([field, messages]) => `${field}: ${messages.join(", ")}`)
      .join("; ");
    // A field refused for what it is (a file too large, of another type) keeps its own status.
    return reply.status(status).send({
      error: status === 400 ? "validation_error" : errorCodeFor(status),
      message:
        status !== 400
          ? error.message
          : summary
            ? `Invalid input. ${summary}`
            : (error.cause.issues[0]?.message ?? "Invalid input."),
      fields,
    });
  }
  if (error.cause instanceof StaleEdit) {
    // Who changed the item since the caller's version, and when: a client can offer to load theirs.
    return reply.status(status).send({
      error: errorCodeFor(status),
      message: error.message,
      changedBy: error.cause.changedBy,
      changedAt: error.cause.changedAt.toISOString(),
    });
  }
  return reply.status(status).send({ error: errorCodeFor(status), message: error.message });
}
