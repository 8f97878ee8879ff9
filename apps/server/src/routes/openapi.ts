import fastifySwagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ROLE_LABELS, rolesWith } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ADMIN_ENDPOINTS, type Endpoint, PUBLIC_ENDPOINTS } from "./rest/endpoints";

const ERROR = z.object({
  error: z
    .string()
    .meta({ description: "bad_request, validation_error, unauthorized, forbidden, not_found, ..." }),
  message: z.string(),
  fields: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ description: "validation errors per field" }),
});

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const toJsonSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === "date")
        Object.assign(jsonSchema, { type: "string", format: "date-time" });
    },
  }) as JsonSchema;

function parameters(endpoint: Endpoint) {
  const list: Record<string, unknown>[] = [];
  const add = (where: "path" | "query", schema: z.ZodType | undefined) => {
    if (!schema) return;
    const json = toJsonSchema(schema, "input");
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      // The wildcard of /pages/* is the page's slug, which may hold '/'.
      const wildcard = name === "*";
      list.push({
        name: wildcard ? "slug" : name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        schema: property,
        ...(wildcard ? { description: "may contain '/'" } : {}),
      });
    }
  };
  add("path", endpoint.params);
  add("query", endpoint.query);
  return list;
}

const REFUSALS: Record<number, string> = {
  400: "Invalid input; `fields` names what is wrong",
  401: "No valid bearer token",
  403: "The user's role may not do this (or the session still needs its second factor)",
  404: "Not found",
  409: "Conflicts with an existing record or the record's state",
  413: "The request body is too large",
  415: "The body is not of the media type this path takes",
  429: "Rate limited; see Retry-After",
  503: "The database is not reachable",
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

function operation(endpoint: Endpoint) {
  const { success, refusals } = responseStatuses(endpoint);
  const roles =
    endpoint.access === "public" ? null : rolesWith(endpoint.access).map((role) => ROLE_LABELS[role]);
  const successBody = endpoint.output
    ? {
        content: {
          [endpoint.contentType ?? "application/json"]: { schema: toJsonSchema(endpoint.output, "output") },
        },
      }
    : {};
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(roles ? { description: `Roles: ${roles.join(", ")}.`, security: [{ bearer: [] }] } : {}),
    parameters: parameters(endpoint),
    ...(endpoint.upload
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: {
                    file: { type: "string", contentMediaType: "application/octet-stream" },
                    alt: { type: "string", maxLength: 500 },
                  },
                  required: ["file"],
                },
              },
            },
          },
        }
      : endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toJsonSchema(endpoint.body, "input") } },
            },
          }
        : {}),
    responses: {
      ...Object.fromEntries(
        success.map((status) => [
          String(status),
          {
            description: status === 204 ? "Done; no body" : "Success",
            ...(status === 204 ? {} : successBody),
          },
        ]),
      ),
      ...Object.fromEntries(
        refusals.map((status) => [
          String(status),
          {
            description: REFUSALS[status] ?? "Refused",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of the REST paths, built from the endpoint list and its zod schemas. */
export function buildOpenApiDocument(siteUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (prefix: string, endpoints: Endpoint[]) => {
    for (const endpoint of endpoints) {
      const path = `${prefix}${endpoint.path}`.replace(/:(\w+)/g, "{$1}").replace("*", "{slug}");
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = operation(endpoint);
    }
  };
  add("/api", PUBLIC_ENDPOINTS);
  add("/api/admin", ADMIN_ENDPOINTS);
  return {
    openapi: "3.1.0",
    info: {
      title: "Staffing site API",
      version: "1.0.0",
      description:
        "The public and admin REST paths. Admin calls need `Authorization: Bearer <access token>` from the sign-in provider at /auth/v1. Errors are `{ error, message }`. Machine-readable: /api/openapi.json.",
    },
    servers: [{ url: siteUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: toJsonSchema(ERROR, "output") },
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
