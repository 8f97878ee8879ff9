import type { RefusalStatus, RestAnswer, RestOperation, RestTag } from "@staffing/api";
import type { Capability } from "@staffing/shared";
import { z } from "zod";
import { inputFields, inputJsonSchema } from "./input-fields";

/**
 * One REST path of the spec as the server registers and documents it, made from the binding its
 * procedure declares (`.meta({ rest })` in packages/api/src/routers): the routes (adapter.ts) and
 * the OpenAPI document (openapi.ts) are both made from it, so neither says what the other does not.
 */
export interface Endpoint {
  operationId: string;
  /** The procedure's path in the router: ["blog", "list"]. */
  procedure: string[];
  /** `/api`, or `/api/admin` for the staff paths. */
  prefix: "/api" | "/api/admin";
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Under the prefix, in Fastify's syntax. */
  path: string;
  summary: string;
  tags: [RestTag];
  access: "public" | Capability;
  /** The path's parameters by the input's names (the wildcard `*` is `slug`); absent without any. */
  params?: string[];
  /** What the query string carries (a GET's input without the path's fields). */
  query?: z.ZodType;
  /** What the JSON body carries (the input without the path's fields). */
  body?: z.ZodType;
  upload?: true | "document";
  /** The multipart field the file travels in (`file` unless the binding names another). */
  fileField?: string;
  /** The procedure's whole input. */
  input?: z.ZodType;
  /** The success body's schema; null for 204 No Content. */
  output: z.ZodType | null;
  /** The success body's media type when it is not JSON. */
  contentType?: "text/csv" | "text/html" | "application/xml" | "application/octet-stream";
  success?: number[];
  refusals?: RefusalStatus[];
  answer?: RestAnswer;
}

/** A path parameter's name in the procedure's input. */
export const inputName = (parameter: string) => (parameter === "*" ? "slug" : parameter);

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)|\*/g)].map((match) => inputName(match[1] ?? "*"));

/** The part of an object's shape the answer sends (`items` of a page, `item` of an upload). */
function fieldOf(schema: z.ZodType | undefined, field: string): z.ZodType | null {
  const part = schema instanceof z.ZodObject ? schema.shape[field] : undefined;
  return part instanceof z.ZodType ? part : null;
}

function outputOf(operation: RestOperation): Pick<Endpoint, "output" | "contentType"> {
  const { answer, success } = operation.binding;
  switch (answer?.kind) {
    case "cursor-page":
      return { output: fieldOf(operation.output, "items") };
    case "created-or-found":
      return { output: fieldOf(operation.output, "item") };
    case "csv-download":
      return {
        contentType: "text/csv",
        output: z.string().meta({
          description: `RFC 4180, CRLF lines, every field quoted, UTF-8 with a byte-order mark; columns ${answer.columns.join(", ")}. Sent as an attachment named ${answer.attachment}.`,
        }),
      };
    case "sitemap-xml":
      return {
        contentType: "application/xml",
        output: z
          .string()
          .meta({ description: "A sitemaps.org 0.9 urlset, UTF-8; cached by anyone for 5 minutes" }),
      };
    case "site-page":
      return { contentType: "text/html", output: z.string().meta({ description: answer.description }) };
    case "document-download":
      return {
        contentType: "application/octet-stream",
        output: z.string().meta({
          description:
            "The file's bytes, typed as what they are (application/pdf, ...), with Content-Disposition: attachment and its name (RFC 5987), X-Content-Type-Options: nosniff and Content-Security-Policy: default-src 'none'; sandbox",
        }),
      };
    default:
      return { output: success?.[0] === 204 ? null : (operation.output ?? null) };
  }
}

export function endpointOf(operation: RestOperation): Endpoint {
  const { binding, input } = operation;
  const admin = binding.path.startsWith("/admin/");
  const params = pathParameters(binding.path);
  const csv = binding.answer?.kind === "csv-download" ? binding.answer.query : undefined;
  // The input carries more than the path's fields: the query string or the body holds them.
  const rest = input
    ? Object.keys(inputFields(inputJsonSchema(input))).some((name) => !params.includes(name))
    : false;
  const carried = rest && !binding.upload ? input : undefined;
  return {
    operationId: operation.operationId,
    procedure: operation.procedure,
    prefix: admin ? "/api/admin" : "/api",
    method: binding.method,
    path: admin ? binding.path.slice("/admin".length) : binding.path,
    summary: binding.summary,
    tags: binding.tags,
    access: operation.access,
    ...(params.length > 0 ? { params } : {}),
    ...(binding.method === "GET" ? { query: csv ?? carried } : { body: carried }),
    ...(binding.upload ? { upload: binding.upload, fileField: binding.fileField ?? "file" } : {}),
    input,
    ...outputOf(operation),
    success: binding.success,
    refusals: binding.refusals,
    answer: binding.answer,
  };
}
