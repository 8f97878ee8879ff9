import fastifySwagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { RestTag } from "@staffing/api";
import { ROLE_LABELS, rolesWith } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { SchemaSet } from "./openapi-components";
import { NAMED_INPUTS, NAMED_OUTPUTS } from "./openapi-schemas";
import { ENDPOINTS } from "./rest/endpoints";
import type { JsonSchema } from "./rest/input-fields";
import type { Endpoint } from "./rest/operations";

const REFUSALS: Record<number, string> = {
  400: "Invalid input; `fields` names what is wrong",
  401: "No valid bearer token",
  403: "The user's role may not do this (or the session still needs its second factor)",
  404: "Not found",
  409: "Conflicts with an existing record or the record's state",
  410: "Gone: it was here and has been removed for good",
  413: "The request body is too large",
  415: "The body is not of the media type this path takes",
  429: "Rate limited; see Retry-After",
  503: "The database is not reachable",
};

const SUCCESSES: Record<number, string> = {
  200: "Success",
  201: "Created",
  202: "Accepted",
  204: "Done; no body",
};

const TAGS: Record<RestTag, string> = {
  Search: "The site search over published posts and pages and open jobs",
  Blog: "Posts: the public blog and their editing",
  Pages: "Pages: the public site and their editing",
  Inquiries: "Contact-form inquiries and their handling",
  Newsletter: "Subscribing to the newsletter",
  SEO: "Titles, descriptions and the other SEO settings of each page type",
  Dashboard: "The admin dashboard's counters and its first-party analytics",
  Users: "Staff accounts, roles and invites",
  Subscribers: "The newsletter's subscribers and their consent records",
  "Audit log": "Who changed what and when",
  Media: "The media library: uploaded images",
  Documents:
    "Private documents (whitepapers, résumés): typed by their bytes, scanned, downloaded by staff only",
  Redirects: "Redirects from old paths",
  Preview: "The editor's live preview",
  Company: "The company profile every page shows",
  Navigation: "The header's menu and the footer's columns of links every page shows",
  Webhooks: "Signed notifications to other systems when inquiries, posts, pages, jobs or subscribers change",
  "Edge purges": "The purges content changes sent to the shared cache (Varnish, a CDN)",
  People: "The company's people: the blog's authors and the team",
  Authors: "The blog's authors and the team as visitors see them, with their posts",
  Jobs: "Open positions: the public careers pages' jobs and their writing by staff",
  Applications:
    "The candidate pipeline: applications to jobs, their stages, assignees, notes, replies and résumés, their export, and erasing a candidate",
};

const CURSOR_HEADER = {
  "X-Next-Cursor": {
    description: "The next page's cursor (pass it as `cursor`), when there may be one",
    schema: { type: "string" },
  },
};

/**
 * Every status a path answers: its successes, the refusals it names, and the ones its shape implies
 * (input can be invalid; a staff path needs a token and a role; a JSON body has a size and a type).
 */
export function responseStatuses(endpoint: Endpoint): { success: number[]; refusals: number[] } {
  const success = endpoint.success ?? [endpoint.output ? 200 : 204];
  const refusals = new Set<number>(endpoint.refusals ?? []);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload) refusals.add(400);
  if (endpoint.access !== "public") {
    refusals.add(401);
    refusals.add(403);
  }
  if (endpoint.body || endpoint.upload) {
    refusals.add(413);
    refusals.add(415);
  }
  refusals.add(503);
  return { success, refusals: [...refusals].sort((x, y) => x - y) };
}

/** The fields an input names (through its components and the objects it combines), and which are required. */
function fieldsOf(
  json: JsonSchema,
  inputs: SchemaSet,
): { fields: Record<string, JsonSchema>; required: string[] } {
  const own = inputs.resolve(json);
  const parts = (own.allOf ?? []).map((part) => fieldsOf(part, inputs));
  return {
    fields: Object.assign({}, ...parts.map((part) => part.fields), own.properties ?? {}),
    required: [...parts.flatMap((part) => part.required), ...(own.required ?? [])],
  };
}

const isEmptyObject = (json: JsonSchema) =>
  Object.keys(json.properties ?? {}).length === 0 &&
  Object.keys(json).every((key) => ["type", "properties", "required", "additionalProperties"].includes(key));

/** An input without the fields its path carries: what the body holds. */
function withoutFields(json: JsonSchema, names: string[]): JsonSchema {
  if (names.length === 0) return json;
  if (json.allOf) {
    const parts = json.allOf.map((part) => withoutFields(part, names)).filter((part) => !isEmptyObject(part));
    return parts.length === 1 && parts[0] ? parts[0] : { ...json, allOf: parts };
  }
  if (!json.properties) return json;
  const properties = Object.fromEntries(
    Object.entries(json.properties).filter(([name]) => !names.includes(name)),
  );
  const { required: _all, ...rest } = json;
  const required = (json.required ?? []).filter((name) => !names.includes(name));
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

function parameters(endpoint: Endpoint, inputs: SchemaSet) {
  const params = endpoint.params ?? [];
  const list: Record<string, unknown>[] = [];
  if (endpoint.input) {
    const { fields } = fieldsOf(inputs.of(endpoint.input), inputs);
    for (const name of params) {
      list.push({
        name,
        in: "path",
        required: true,
        schema: fields[name] ?? { type: "string" },
        // The wildcard of /pages/* is the page's slug, which may hold '/'.
        ...(endpoint.path.endsWith("*") && name === "slug" ? { description: "may contain '/'" } : {}),
      });
    }
  }
  if (endpoint.query) {
    const { fields, required } = fieldsOf(inputs.of(endpoint.query), inputs);
    for (const [name, schema] of Object.entries(fields)) {
      if (params.includes(name)) continue;
      list.push({ name, in: "query", required: required.includes(name), schema });
    }
  }
  return list;
}

function requestBody(endpoint: Endpoint, inputs: SchemaSet) {
  if (endpoint.upload && endpoint.input) {
    // The file travels as a multipart part; its name is the part's, the other fields beside it.
    const field = endpoint.fileField ?? "file";
    const { fields, required } = fieldsOf(inputs.of(endpoint.input), inputs);
    const others = Object.fromEntries(
      Object.entries(fields).filter(
        ([name]) => name !== field && name !== "fileName" && !(endpoint.params ?? []).includes(name),
      ),
    );
    const properties = {
      [field]: { type: "string", contentMediaType: "application/octet-stream" },
      ...others,
    };
    const requiredFields = [field, ...required.filter((name) => name in others)];
    return {
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": { schema: { type: "object", properties, required: requiredFields } },
        },
      },
    };
  }
  if (!endpoint.body) return {};
  const schema = inputs.named(withoutFields(inputs.of(endpoint.body), endpoint.params ?? []));
  return { requestBody: { required: true, content: { "application/json": { schema } } } };
}

function operation(endpoint: Endpoint, inputs: SchemaSet, outputs: SchemaSet) {
  const { success, refusals } = responseStatuses(endpoint);
  const roles =
    endpoint.access === "public" ? null : rolesWith(endpoint.access).map((role) => ROLE_LABELS[role]);
  const paged = endpoint.answer?.kind === "keyset-page" || endpoint.answer?.kind === "cursor-page";
  const successBody = endpoint.output
    ? { content: { [endpoint.contentType ?? "application/json"]: { schema: outputs.of(endpoint.output) } } }
    : {};
  return {
    operationId: endpoint.operationId,
    tags: endpoint.tags,
    summary: endpoint.summary,
    ...(roles ? { description: `Roles: ${roles.join(", ")}.` } : {}),
    // A public path needs no token; the others a bearer token.
    security: roles ? [{ bearer: [] }] : [],
    parameters: parameters(endpoint, inputs),
    ...requestBody(endpoint, inputs),
    responses: {
      ...Object.fromEntries(
        success.map((status) => [
          String(status),
          {
            description: SUCCESSES[status] ?? "Success",
            ...(paged ? { headers: CURSOR_HEADER } : {}),
            ...(status === 204 ? {} : successBody),
          },
        ]),
      ),
      ...Object.fromEntries(
        refusals.map((status) => [
          String(status),
          {
            description: REFUSALS[status] ?? "Refused",
            ...(status === 429
              ? {
                  headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
                }
              : {}),
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
    },
  };
}

const present = <T>(values: (T | undefined)[]): T[] => values.filter((value) => value !== undefined);

/** The OpenAPI 3.1 document of the REST paths, built from the procedures' bindings and their zod schemas. */
export function buildOpenApiDocument(siteUrl: string) {
  const inputs = new SchemaSet(
    "input",
    NAMED_INPUTS,
    present<z.ZodType>(ENDPOINTS.flatMap((endpoint) => [endpoint.input, endpoint.query, endpoint.body])),
  );
  const outputs = new SchemaSet(
    "output",
    NAMED_OUTPUTS,
    present<z.ZodType>(ENDPOINTS.map((endpoint) => endpoint.output ?? undefined)),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    const path = `${endpoint.prefix}${endpoint.path}`.replace(/:(\w+)/g, "{$1}").replace("*", "{slug}");
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = operation(
      endpoint,
      inputs,
      outputs,
    );
  }
  const site = siteUrl.replace(/\/+$/, "");
  const tags = [...new Set(ENDPOINTS.flatMap((endpoint) => endpoint.tags))].sort();
  return {
    openapi: "3.1.0",
    info: {
      title: "Staffing site API",
      version: "1.0.0",
      description:
        "The public and admin REST paths. Admin calls need `Authorization: Bearer <access token>` from the sign-in provider at /auth/v1. Errors are `{ error, message }`, with `fields` naming each invalid field. Machine-readable: /api/openapi.json.",
      contact: { name: "The site's team", url: `${site}/contact` },
      license: { name: "Proprietary: for the company's own clients and integrations", url: `${site}/terms` },
    },
    servers: [{ url: site, description: "This site (PUBLIC_SITE_URL)" }],
    tags: tags.map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { ...outputs.components, ...inputs.components },
    },
  };
}

/**
 * The document at /api/openapi.json and a Swagger UI reading it at /api/docs. Swagger UI's files
 * are served from the package (nothing from a CDN) and need no inline script or style, so the
 * site's Content-Security-Policy holds for them as for every page.
 */
export async function openApiRoutes(app: FastifyInstance, { siteUrl }: { siteUrl: string }) {
  const document = buildOpenApiDocument(siteUrl);
  app.get("/api/openapi.json", async () => document);
  await app.register(fastifySwagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Without a validatorUrl the plugin sets none: nothing is sent to validator.swagger.io. The base
    // layout has no top bar: its box would load any address, and its logo needs an inline style.
    uiConfig: { deepLinking: true, docExpansion: "list", layout: "BaseLayout" },
  });
}
