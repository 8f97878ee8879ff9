import {
  auditLog,
  blogPosts,
  inquiries,
  newsletterSubscribers,
  pages,
  redirects,
  seoSettings,
  users,
} from "@staffing/db";
import { ROLE_LABELS, rolesWith, STAFF_STATUSES, seoSettingsFields } from "@staffing/shared";
import { createSelectSchema } from "drizzle-zod";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ADMIN_ENDPOINTS, type Endpoint, PUBLIC_ENDPOINTS } from "./rest/endpoints";

// Answers, from the same drizzle tables the procedures read.
const post = createSelectSchema(blogPosts);
const page = createSelectSchema(pages);
const inquiry = createSelectSchema(inquiries);
const seo = createSelectSchema(seoSettings, { settings: seoSettingsFields });
const user = createSelectSchema(users).omit({ passwordHash: true });
const subscriber = createSelectSchema(newsletterSubscribers).omit({
  confirmTokenHash: true,
  confirmTokenExpiresAt: true,
  unsubscribeToken: true,
  updatedAt: true,
});
const media = z.object({
  id: z.uuid(),
  url: z
    .string()
    .meta({ description: "/media/{hash}-{width}x{height}.{ext}, the original without metadata" }),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: z.string(),
  size: z.number().int().meta({ description: "bytes of the stored original" }),
  alt: z.string().nullable(),
  fileName: z.string(),
  variants: z
    .array(z.object({ width: z.number().int(), url: z.string() }))
    .meta({ description: "WebP copies at 480, 800, 1200 and 1600 px wide, never wider than the original" }),
  createdAt: z.date(),
  updatedAt: z.date(),
});
const redirect = createSelectSchema(redirects);
const RESPONSES: Record<Endpoint["response"], z.ZodType | null> = {
  post,
  posts: z.array(post),
  page,
  pages: z.array(page),
  inquiry,
  inquiries: z.array(inquiry),
  seo,
  seoList: z.array(seo),
  seoFields: seoSettingsFields,
  stats: z.object({
    totalPages: z.number().int(),
    publishedPages: z.number().int(),
    totalPosts: z.number().int(),
    publishedPosts: z.number().int(),
    totalInquiries: z.number().int(),
  }),
  inquiriesByWeek: z.array(
    z.object({
      weekStart: z.string().meta({ description: "the Monday, YYYY-MM-DD (UTC)" }),
      new: z.number().int(),
      in_progress: z.number().int(),
      closed: z.number().int(),
    }),
  ),
  user,
  users: z.array(user.extend({ status: z.enum(STAFF_STATUSES), hasSecondFactor: z.boolean() })),
  subscribers: z.array(subscriber),
  accepted: z.object({ success: z.literal(true), pendingConfirmation: z.literal(true) }),
  removedFactors: z.object({ removed: z.number().int() }),
  auditLog: z.array(createSelectSchema(auditLog)),
  media,
  mediaList: z.array(media),
  preview: z.object({
    url: z.string().meta({ description: "PUBLIC_SITE_URL/preview/{token}" }),
    expiresAt: z.date(),
  }),
  revisions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.date(),
      author: z.string().nullable(),
      fields: z.record(z.string(), z.unknown()).meta({ description: "every content field as saved" }),
    }),
  ),
  redirect,
  redirects: z.array(redirect),
  csv: z.string().meta({
    description:
      "RFC 4180, CRLF lines, every field quoted; columns Name, Email, Company, Service, Status, Message, Date (YYYY-MM-DD HH:MM, UTC). Sent as an attachment named inquiries-YYYY-MM-DD.csv.",
  }),
  created: z.object({ id: z.uuid(), success: z.literal(true) }),
  none: null,
};

// Answers that are not JSON.
const MEDIA_TYPES: Partial<Record<Endpoint["response"], string>> = { csv: "text/csv" };

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
      list.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  };
  add("path", endpoint.params);
  add("query", endpoint.query);
  if (endpoint.path.includes("*")) {
    list.push({
      name: "slug",
      in: "path",
      required: true,
      schema: { type: "string" },
      description: "may contain '/'",
    });
  }
  return list;
}

function operation(endpoint: Endpoint, admin: boolean) {
  const success = RESPONSES[endpoint.response];
  const status = String(success ? (endpoint.successStatus ?? 200) : (endpoint.successStatus ?? 204));
  const errors: Record<string, string> = { "400": "Invalid input; `fields` names what is wrong" };
  if (admin) {
    errors["401"] = "No valid bearer token";
    errors["403"] = "The user's role may not do this";
  }
  if (endpoint.params || endpoint.path.includes("*")) errors["404"] = "Not found";
  if (endpoint.method === "POST" || endpoint.method === "PUT" || endpoint.response === "none")
    errors["409"] = "Conflicts with an existing record";
  if (endpoint.path.startsWith("/users/:id/invite")) errors["409"] = "The invite was accepted already";
  if (endpoint.upload) {
    errors["413"] = "The file is larger than MEDIA_MAX_BYTES";
    errors["415"] = "Not a JPEG, PNG, WebP, AVIF or GIF image";
  }
  if (endpoint.access === "public" && endpoint.method === "POST")
    errors["429"] = "Rate limited; see Retry-After";
  errors["503"] = "The database is not reachable";
  const roles =
    endpoint.access === "public" ? null : rolesWith(endpoint.access).map((role) => ROLE_LABELS[role]);
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
      [status]: success
        ? {
            description: "Success",
            content: {
              [MEDIA_TYPES[endpoint.response] ?? "application/json"]: {
                schema: toJsonSchema(success, "output"),
              },
            },
          }
        : { description: "Success" },
      ...Object.fromEntries(
        Object.entries(errors).map(([code, description]) => [
          code,
          {
            description,
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
  const add = (prefix: string, endpoints: Endpoint[], admin: boolean) => {
    for (const endpoint of endpoints) {
      const path = `${prefix}${endpoint.path}`.replace(/:(\w+)/g, "{$1}").replace("*", "{slug}");
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = operation(endpoint, admin);
    }
  };
  add("/api", PUBLIC_ENDPOINTS, false);
  add("/api/admin", ADMIN_ENDPOINTS, true);
  return {
    openapi: "3.1.0",
    info: {
      title: "Staffing site API",
      version: "1.0.0",
      description:
        "The public and admin REST paths. Admin calls need `Authorization: Bearer <access token>` from the sign-in provider at /auth/v1. Errors are `{ error, message }`.",
    },
    servers: [{ url: siteUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: toJsonSchema(ERROR, "output") },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

/** A readable reference page rendered from the same document. */
function renderDocsPage(document: ReturnType<typeof buildOpenApiDocument>): string {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const o = op as {
        summary: string;
        description?: string;
        parameters: { name: string; in: string; required: boolean }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { description: string }>;
      };
      const params = o.parameters.length
        ? `<p>Parameters: ${o.parameters.map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ", required" : ""})`).join(", ")}</p>`
        : "";
      const body = Object.entries(o.requestBody?.content ?? {})
        .map(
          ([type, { schema }]) =>
            `<details><summary>${type === "application/json" ? "JSON" : escapeHtml(type)} body</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`,
        )
        .join("");
      const responses = Object.entries(o.responses)
        .map(([code, r]) => `<li><code>${code}</code> ${escapeHtml(r.description)}</li>`)
        .join("");
      return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2><p>${escapeHtml(o.summary)}${o.description ? ` ${escapeHtml(o.description)}` : ""}</p>${params}${body}<ul>${responses}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>API reference</title><style nonce="__NONCE__">body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b263b}h2{font-size:1.05rem;margin:0 0 .25rem}section{border-top:1px solid #dde;padding:1rem 0}.m{display:inline-block;min-width:4.5rem;font-size:.8rem;color:#fff;border-radius:4px;padding:.1rem .4rem;text-align:center}.get{background:#1d7874}.post{background:#13315c}.put{background:#8a5a00}.delete{background:#a4161a}pre{background:#f4f6f8;padding:.75rem;overflow:auto;font-size:.8rem}</style></head><body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>${sections.join("")}</body></html>`;
}

export async function openApiRoutes(app: FastifyInstance, { siteUrl }: { siteUrl: string }) {
  const document = buildOpenApiDocument(siteUrl);
  const page = renderDocsPage(document);
  app.get("/api/openapi.json", async () => document);
  app.get("/api/docs", async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(page.replace("__NONCE__", reply.cspNonce.style)),
  );
}
