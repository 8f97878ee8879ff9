import type { Capability } from "@staffing/shared";
import type { AnyProcedure, TRPCRouterRecord } from "@trpc/server";
import { z } from "zod";

/** The groups of the OpenAPI document, one per kind of thing the spec's paths handle. */
export type RestTag =
  | "Search"
  | "Blog"
  | "Pages"
  | "Inquiries"
  | "Jobs"
  | "Applications"
  | "Newsletter"
  | "SEO"
  | "Dashboard"
  | "Users"
  | "Subscribers"
  | "Audit log"
  | "Media"
  | "Documents"
  | "Redirects"
  | "Preview"
  | "Company"
  | "Navigation"
  | "Webhooks"
  | "Edge purges"
  | "People"
  | "Authors";

/**
 * Refusals a path names itself. The ones every path shares are derived from its shape: 400 for a
 * path that takes input, 401 and 403 for a staff path, 413 and 415 for a body, 503.
 */
export type RefusalStatus = 404 | 409 | 410 | 413 | 415 | 422 | 429;

/** How the procedure's answer becomes the response, when it is not sent as it is (as JSON). */
export type RestAnswer =
  /** A list page: when it is full (as many rows as `limit`), X-Next-Cursor names its last row. */
  | { kind: "keyset-page" }
  /** `{ items, nextCursor }`: the items are the body, the cursor goes in X-Next-Cursor. */
  | { kind: "cursor-page" }
  /** `{ item, created }`: the item is the body, 201 when it is new, else 200. */
  | { kind: "created-or-found" }
  /**
   * A CSV download of every row the list procedure pages through for the filter `query` (the
   * server streams it: apps/server/src/routes/rest/csv-downloads.ts).
   */
  | { kind: "csv-download"; query: z.ZodObject; columns: readonly string[]; attachment: string }
  /** The sitemap XML made from the answer's entries, with the site's absolute addresses. */
  | { kind: "sitemap-xml" }
  /** A page of the public site rendered from the answer (a PreviewContent) with the site's renderer. */
  | { kind: "site-page"; description: string }
  /** A private document (a DocumentDownload) sent as an attachment that no browser renders. */
  | { kind: "document-download" };

/**
 * A REST path of the spec that calls this procedure. Its input is the request's parts merged (path
 * parameters over the body, or over the query string for a GET); a trailing `*` in the path is the
 * input's `slug`. Who may call it is the procedure's own capability (`procedureFor`), its schemas
 * are the procedure's `.input()` and `.output()`.
 */
export interface RestBinding {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Under /api, in Fastify's syntax: `/admin/blog/:id`. */
  path: string;
  summary: string;
  tags: [RestTag];
  /** Success statuses, the usual one first; 200 by default, 204 for a procedure without output. */
  success?: number[];
  refusals?: RefusalStatus[];
  /**
   * The body is multipart/form-data with the file in the field `file` (its other fields beside it):
   * `true` hands the procedure its bytes (an image, decoded whole anyway), `"document"` a spooled
   * file (SpooledUpload) that the server never holds whole.
   */
  upload?: true | "document";
  /** The multipart field the file travels in, when it is not `file` (an application's `resume`). */
  fileField?: string;
  answer?: RestAnswer;
  /** Only for a procedure's second path: its operation's name (the first takes the procedure's). */
  operationId?: string;
}

/** The root's meta (`initTRPC.meta<ApiMeta>()`): set with `.meta()` beside each procedure. */
export interface ApiMeta {
  /** The capability a caller's role needs; set by `procedureFor`, read by the REST adapter. */
  access?: Capability;
  /** The spec's REST paths over this procedure. */
  rest?: RestBinding | RestBinding[];
  /**
   * Open to an account without a second factor while all staff must have one: what the enrolment
   * screen needs to show (one's own account), nothing that changes or reads the site.
   */
  duringEnrolment?: true;
}

/** One REST operation as the server registers and documents it. */
export interface RestOperation {
  /** From the procedure's path in the router: `blogList`, `inquiriesUpdate`. */
  operationId: string;
  /** The procedure's path in the router: ["blog", "list"]. */
  procedure: string[];
  access: "public" | Capability;
  binding: RestBinding;
  /** The procedure's input and output schemas (absent: it takes nothing, or answers nothing). */
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
}

const operationName = (path: string[]) =>
  path.map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join("");

/**
 * Every REST operation the procedures of a router record declare, read from their public `meta`
 * and their schemas (the parsers tRPC keeps on `_def`, as trpc-to-openapi reads them).
 */
export function restOperations(record: TRPCRouterRecord, prefix: string[] = []): RestOperation[] {
  const operations: RestOperation[] = [];
  for (const [key, value] of Object.entries(record)) {
    const path = [...prefix, key];
    if (typeof value !== "function") {
      operations.push(...restOperations(value, path));
      continue;
    }
    const meta: ApiMeta | undefined = value.meta;
    const bindings = meta?.rest === undefined ? [] : [meta.rest].flat();
    for (const binding of bindings) {
      operations.push({
        operationId: binding.operationId ?? operationName(path),
        procedure: path,
        access: meta?.access ?? "public",
        binding,
        ...schemasOf(value),
      });
    }
  }
  const ids = operations.map((operation) => operation.operationId);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw new Error(`Two REST operations are named ${twice}: give the second an operationId.`);
  return operations;
}

function schemasOf(procedure: AnyProcedure): Pick<RestOperation, "input" | "output"> {
  const [input] = procedure._def.inputs;
  const definition: object = procedure._def;
  const output = "output" in definition ? definition.output : undefined;
  return {
    input: input instanceof z.ZodType ? input : undefined,
    output: output instanceof z.ZodType ? output : undefined,
  };
}
