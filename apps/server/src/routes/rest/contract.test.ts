import { samplePdf, whitepaperLink } from "@staffing/api/testing";
import { createUser } from "@staffing/auth";
import {
  applications,
  authMfaFactors,
  blogPosts,
  contentRevisions,
  documents,
  jobs,
  mediaItems,
  pages,
  people,
  redirects,
  seoSettings,
  users,
} from "@staffing/db";
import { ACCOUNT_MESSAGES, DOCUMENT_MAX_BYTES, rolesWith, USER_ROLES, type UserRole } from "@staffing/shared";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { and, eq, ne } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessToken,
  multipartBody,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
  tokensForEveryRole,
} from "../../testing";
import { buildOpenApiDocument } from "../openapi";
import { ADMIN_ENDPOINTS, type Endpoint, PUBLIC_ENDPOINTS } from "./endpoints";
import { restRequests, UNKNOWN_ID } from "./requests.testing";

/**
 * The contract: every path of the OpenAPI document is called on a real server with a request for
 * each status it documents (where one can be made here), every answer's status must be documented
 * for that path, and every answer's body must validate against the schema documented for it.
 */

const BODY_LIMIT = 65_536;
const MEDIA_LIMIT = 100_000;
// Statuses another test makes, with what this one lacks: malware needs a real clamd (documents.test.ts).
const MADE_ELSEWHERE = ["POST /api/admin/documents 422", "POST /api/jobs/{slug}/applications 422"];
const RATE_LIMIT = 4;

let server: TestServer;
const tokens = {} as Record<UserRole, string>;
/** An admin who signed in with the password only, though their account has a second factor. */
let halfSignedIn = "";
const { validRequest } = restRequests(() => server);

type Operation = {
  parameters: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type OpenApiDocument = ReturnType<typeof buildOpenApiDocument> & {
  paths: Record<string, Record<string, Operation>>;
};
let document: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
// The sections' fields name the editor's widget in `format` (packages/shared/src/sections/fields.ts):
// hints for a form, not constraints on the value.
for (const widget of ["html", "link", "media", "textarea"]) ajv.addFormat(widget, true);

beforeAll(async () => {
  // With the site: the live preview (POST /api/admin/preview) renders with it.
  server = await startTestServer({
    withWebsite: true,
    env: {
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      MEDIA_MAX_BYTES: String(MEDIA_LIMIT),
      INQUIRY_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
      NEWSLETTER_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
      JOB_ALERT_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
      // An application is also refused for its job (404, 409) and its file (415) before the 429 test.
      APPLICATION_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT * 2),
      // The webhooks of requests.testing.ts point at a documentation address (203.0.113.0/24), which
      // no delivery reaches: a reserved range, allowed only where private targets are.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    },
  });
  Object.assign(tokens, await tokensForEveryRole(server, "contract-password-123"));
  const mfaAdmin = await createUser(server.db, {
    email: "mfa-admin@example.com",
    username: "mfa-admin",
    role: "admin",
    password: "contract-password-123",
  });
  await server.db
    .insert(authMfaFactors)
    .values({ userId: mfaAdmin.id, secret: "JBSWY3DPEHPK3PXP", status: "verified" });
  halfSignedIn = await accessToken(server, "mfa-admin@example.com", "contract-password-123");
  document = (await server.app.inject({ url: "/api/openapi.json" })).json();
  ajv.addSchema(document, "openapi.json");
  // Something in every list, so list answers are checked item by item.
  const past = new Date(Date.now() - 60_000);
  const [author] = await server.db
    .insert(people)
    .values({ name: "Contract Author", slug: "contract-author", jobTitle: "Recruiter" })
    .returning();
  await server.db.insert(blogPosts).values({
    title: "Contract post",
    slug: "contract-post",
    isPublished: true,
    publishedAt: past,
    authorId: author?.id ?? null,
  });
  await server.db
    .insert(pages)
    .values({ title: "Contract page", slug: "contract/page", isPublished: true, publishedAt: past });
  await server.db.insert(redirects).values({ fromPath: "/contract-old", toUrl: "/contract-new" });
  // An open job with every fact (a salary, a place, sections), and one filled long ago (410).
  const job = {
    employmentType: ["full_time" as const],
    service: "temporary" as const,
    city: "Calgary",
    region: "AB",
    country: "CA",
    salary: { min: 20, max: 25, currency: "CAD", unit: "hour" as const },
    validThrough: new Date(Date.now() + 86_400_000),
    reference: "REQ-1",
    sections: [{ type: "richText" as const, html: "<p>More.</p>" }],
  };
  await server.db.insert(jobs).values([
    {
      ...job,
      title: "Contract job",
      slug: "contract-job",
      category: "Accounting",
      status: "open",
      publishedAt: past,
    },
    {
      ...job,
      title: "Similar job",
      slug: "similar-job",
      category: "Accounting",
      status: "open",
      publishedAt: past,
    },
    {
      ...job,
      title: "Gone job",
      slug: "contract-gone-job",
      status: "filled",
      publishedAt: new Date(Date.now() - 90 * 86_400_000),
      closedAt: new Date(Date.now() - 60 * 86_400_000),
    },
  ]);
  await call("admin", await validRequest("POST", "/media"));
  await call(null, { method: "POST", url: "/api/newsletter", payload: { email: "listed@example.com" } });
}, 120_000);
afterAll(() => server?.close());

const call = (role: UserRole | null, options: InjectOptions) =>
  server.app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });

/** Every operation of the table, as the document names it. */
const OPERATIONS = [
  ...PUBLIC_ENDPOINTS.map((endpoint) => ({ endpoint, prefix: "/api" })),
  ...ADMIN_ENDPOINTS.map((endpoint) => ({ endpoint, prefix: "/api/admin" })),
].map(({ endpoint, prefix }) => ({
  endpoint,
  prefix,
  method: endpoint.method.toLowerCase(),
  path: `${prefix}${endpoint.path}`.replace(/:(\w+)/g, "{$1}").replace("*", "{slug}"),
}));
type Case = (typeof OPERATIONS)[number];

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** Checks an answer against the document: its status is listed, its body fits the listed schema. */
function expectDocumented({ path, method }: Case, response: LightMyRequestResponse) {
  const operation = document.paths[path]?.[method];
  const status = String(response.statusCode);
  expect(
    Object.keys(operation?.responses ?? {}),
    `${method} ${path} answered ${status}: ${response.body}`,
  ).toContain(status);
  const content = operation?.responses[status]?.content;
  if (!content) {
    expect(response.body, `${method} ${path} ${status} documents no body`).toBe("");
    return;
  }
  const [mediaType] = Object.keys(content);
  expect(response.headers["content-type"]).toContain(mediaType);
  const body = mediaType === "application/json" ? response.json() : response.body;
  const validate = ajv.getSchema(
    `openapi.json#/${pointer("paths", path, method, "responses", status, "content", mediaType ?? "", "schema")}`,
  );
  expect(validate, "the schema compiles").toBeTruthy();
  const valid = validate?.(body);
  expect(
    validate?.errors ?? [],
    `${method} ${path} ${status}: ${JSON.stringify(body).slice(0, 300)}`,
  ).toEqual([]);
  expect(valid).toBe(true);
}

const n = () => Math.random().toString(36).slice(2, 8);
const withId = (request: InjectOptions, id: string) => ({
  ...request,
  url: String(request.url).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, id),
});
const adminPath = ({ endpoint }: Case) => endpoint.path;
const isPublic = ({ endpoint }: Case) => endpoint.access === "public";

/** An application to the job of `slug`, from a new candidate, with a PDF résumé (or `file`). */
function application(slug: string, file?: { name: string; type: string; bytes: Uint8Array }): InjectOptions {
  const fields = { name: "Ada", email: `ada-${n()}@example.com`, consent: "on" };
  const resume = file ?? { name: "cv.pdf", type: "application/pdf", bytes: samplePdf(`CV ${n()}`) };
  return {
    method: "POST",
    url: `/api/jobs/${slug}/applications`,
    ...multipartBody(fields, { field: "resume", ...resume }),
  };
}

/** A request that succeeds. */
async function successRequest(operation: Case): Promise<InjectOptions> {
  const { endpoint } = operation;
  if (!isPublic(operation)) return validRequest(endpoint.method, adminPath(operation));
  switch (`${endpoint.method} ${endpoint.path}`) {
    case "GET /search":
      return { url: "/api/search?q=contr&limit=5" };
    case "GET /blog":
      return { url: "/api/blog?limit=5" };
    case "GET /blog/:slug":
      return { url: "/api/blog/contract-post" };
    case "GET /pages/*":
      return { url: "/api/pages/contract/page" };
    case "GET /seo/:pageType":
      return { url: "/api/seo/home" };
    case "GET /site":
      return { url: "/api/site" };
    case "GET /navigation":
      return { url: "/api/navigation" };
    case "GET /authors":
      return { url: "/api/authors" };
    case "GET /authors/:slug":
      return { url: "/api/authors/contract-author" };
    case "GET /jobs":
      return { url: "/api/jobs?limit=5&category=accounting" };
    case "GET /jobs/:slug":
      return { url: "/api/jobs/contract-job" };
    case "POST /inquiries":
      return {
        method: "POST",
        url: "/api/inquiries",
        payload: { name: "Ada", email: `ada-${n()}@example.com`, message: "We need two engineers." },
      };
    case "GET /sitemap.xml":
      return { url: "/api/sitemap.xml" };
    case "POST /jobs/:slug/applications":
      return application("contract-job");
    case "POST /newsletter":
      return { method: "POST", url: "/api/newsletter", payload: { email: `reader-${n()}@example.com` } };
    case "POST /job-alerts":
      return {
        method: "POST",
        url: "/api/job-alerts",
        payload: { email: `candidate-${n()}@example.com`, service: "temporary", category: "Accounting" },
      };
    case "GET /whitepapers/download": {
      const [paper] = await server.db
        .select()
        .from(documents)
        .where(eq(documents.purpose, "whitepaper"))
        .limit(1);
      const { url } = await whitepaperLink(server.db, server.url, paper?.id ?? UNKNOWN_ID);
      return { url: `${new URL(url).pathname}${new URL(url).search}` };
    }
    default:
      throw new Error(`no successful request for ${endpoint.method} ${endpoint.path}`);
  }
}

/** A request the input schema refuses (400). */
async function invalidRequest(operation: Case): Promise<InjectOptions> {
  const { endpoint } = operation;
  const valid = await successRequest(operation);
  if (endpoint.upload) return { ...valid, ...multipartBody({ alt: "no file" }) };
  if (endpoint.path === "/blog/:slug") return { url: "/api/blog/Not%20a%20slug!" };
  if (endpoint.path === "/authors/:slug") return { url: "/api/authors/Not%20a%20slug!" };
  if (endpoint.path === "/jobs/:slug") return { url: "/api/jobs/Not%20a%20slug!" };
  if (endpoint.path === "/pages/*") return { url: "/api/pages/Not%20a%20slug!" };
  if (endpoint.path === "/seo/:pageType") return { url: "/api/seo/nope" };
  if (endpoint.body && valid.payload && typeof valid.payload === "object") {
    // Every field of a valid body, of a type no field takes.
    const payload = Object.fromEntries(Object.keys(valid.payload).map((key) => [key, 12_345]));
    return { ...valid, payload };
  }
  if (endpoint.params) {
    const url = String(valid.url);
    return endpoint.path.includes(":revisionId")
      ? { ...valid, url: url.replace(/\/revisions\/\d+\//, "/revisions/x/") }
      : withId(valid, "not-an-id");
  }
  const names = document.paths[operation.path]?.[operation.method]?.parameters.map((p) => p.name) ?? [];
  const query = names.includes("limit")
    ? "limit=0"
    : names.includes("status")
      ? "status=nope"
      : names.includes("stage")
        ? "stage=nope"
        : "page=0";
  return { ...valid, url: `${String(valid.url).split("?")[0]}?${query}` };
}

/** A request for something that is not there (404). */
async function missingRequest(operation: Case): Promise<InjectOptions> {
  const { endpoint } = operation;
  if (endpoint.path === "/blog/:slug") return { url: "/api/blog/no-such-post" };
  if (endpoint.path === "/authors/:slug") return { url: "/api/authors/no-such-author" };
  if (endpoint.path === "/jobs/:slug") return { url: "/api/jobs/no-such-job" };
  if (endpoint.path === "/jobs/:slug/applications") return application("no-such-job");
  if (endpoint.path === "/pages/*") return { url: "/api/pages/no/such-page" };
  return withId(await successRequest(operation), UNKNOWN_ID);
}

/** A request that conflicts with what is stored (409), where this test can make one. */
async function conflictRequest(operation: Case): Promise<InjectOptions | null> {
  const { endpoint } = operation;
  const key = `${endpoint.method} ${endpoint.path}`;
  const valid = await successRequest(operation);
  const payload = valid.payload as Record<string, unknown>;
  const otherRow = async (table: typeof pages | typeof blogPosts | typeof redirects | typeof seoSettings) => {
    const id = String(valid.url).split("/").at(-1) ?? "";
    const [row] = await server.db.select().from(table).where(ne(table.id, id)).limit(1);
    return row as Record<string, unknown>;
  };
  switch (key) {
    case "POST /jobs/:slug/applications":
      // A job that was filled: it takes no more applications.
      return application("contract-gone-job");
    case "POST /pages":
    case "POST /blog":
    case "POST /seo":
    case "POST /users":
    case "POST /redirects":
    case "POST /people":
    case "POST /jobs":
      // The same thing twice: the second is a conflict.
      expect((await call("admin", valid)).statusCode).toBe(201);
      return valid;
    case "PUT /pages/:id/draft":
    case "PUT /blog/:id/draft":
    case "PUT /jobs/:id/draft": {
      // A working copy takes any slug; a save based on an older version than the stored one is refused.
      const saved = await call("admin", valid);
      expect(saved.statusCode).toBe(200);
      return {
        ...valid,
        payload: { ...payload, baseVersion: (saved.json() as { version: number }).version - 1 },
      };
    }
    case "PUT /pages/:id":
    case "PUT /blog/:id": {
      // Another item's slug (not a system page's, which no other page may take: a 400).
      const id = String(valid.url).split("/")[4] ?? "";
      const [other] = key.includes("pages")
        ? await server.db
            .select()
            .from(pages)
            .where(and(ne(pages.id, id), eq(pages.system, false)))
            .limit(1)
        : await server.db.select().from(blogPosts).where(ne(blogPosts.id, id)).limit(1);
      return { ...valid, payload: { ...payload, slug: other?.slug } };
    }
    case "PUT /jobs/:id": {
      // Another job's slug.
      const id = String(valid.url).split("/")[4] ?? "";
      const [other] = await server.db.select().from(jobs).where(ne(jobs.id, id)).limit(1);
      return { ...valid, payload: { ...payload, slug: other?.slug } };
    }
    case "POST /jobs/:id/revisions/:revisionId/restore": {
      // A revision whose slug another job has taken since.
      const url = String(valid.url);
      const itemId = url.split("/")[4] ?? "";
      const revisionId = Number(url.split("/")[6]);
      const [other] = await server.db.select().from(jobs).where(ne(jobs.id, itemId)).limit(1);
      const [revision] = await server.db
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.id, revisionId));
      if (!other || !revision) return null;
      await server.db
        .update(contentRevisions)
        .set({ fields: { ...revision.fields, slug: other.slug } })
        .where(eq(contentRevisions.id, revisionId));
      return valid;
    }
    case "DELETE /pages/:id": {
      // A system page stays.
      const [home] = await server.db.select().from(pages).where(eq(pages.slug, "home"));
      return withId(valid, home?.id ?? UNKNOWN_ID);
    }
    case "PUT /redirects/:id":
      return { ...valid, payload: { ...payload, fromPath: (await otherRow(redirects)).fromPath } };
    case "PUT /people/:id": {
      // Another person's address.
      const id = String(valid.url).split("/").at(-1) ?? "";
      const [other] = await server.db.select().from(people).where(ne(people.id, id)).limit(1);
      return { ...valid, payload: { ...payload, slug: other?.slug } };
    }
    case "PUT /seo/:id":
      return { ...valid, payload: { ...payload, pageType: (await otherRow(seoSettings)).pageType } };
    case "POST /users/:id/invite":
    case "DELETE /users/:id/invite": {
      // An account that accepted its invite (or never had one) has none to send or revoke.
      const [admin] = await server.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
      return withId(valid, admin?.id ?? UNKNOWN_ID);
    }
    case "GET /applications/:id/resume": {
      // A résumé the malware scanner flagged: kept out of reach.
      const id = String(valid.url).split("/")[4] ?? "";
      const [application] = await server.db.select().from(applications).where(eq(applications.id, id));
      await server.db
        .update(documents)
        .set({ scanStatus: "infected", scanFinding: "Eicar-Test-Signature", stored: false })
        .where(eq(documents.id, application?.resumeId ?? UNKNOWN_ID));
      return valid;
    }
    case "GET /whitepapers/download":
    case "GET /documents/:id/file": {
      // A file the malware scanner flagged: kept out of reach.
      const [flagged] = await server.db
        .insert(documents)
        .values({
          purpose: "whitepaper",
          displayName: "flagged.pdf",
          kind: "pdf",
          size: 68,
          sha256: "0".repeat(64),
          scanStatus: "infected",
          scanFinding: "Eicar-Test-Signature",
          stored: false,
        })
        .returning();
      if (key === "GET /documents/:id/file") return withId(valid, flagged?.id ?? UNKNOWN_ID);
      const { url } = await whitepaperLink(server.db, server.url, flagged?.id ?? UNKNOWN_ID);
      return { url: `${new URL(url).pathname}${new URL(url).search}` };
    }
    case "DELETE /media/:id": {
      const [item] = await server.db.select().from(mediaItems).limit(1);
      if (!item) return null;
      await server.db
        .insert(blogPosts)
        .values({ title: "Uses the image", slug: `uses-image-${n()}`, featuredImage: item.url });
      return { method: "DELETE", url: `/api/admin/media/${item.id}` };
    }
    case "POST /blog/:id/revisions/:revisionId/restore":
    case "POST /pages/:id/revisions/:revisionId/restore": {
      // A revision whose slug another item has taken since.
      const table = key.startsWith("POST /blog") ? blogPosts : pages;
      const url = String(valid.url);
      const itemId = url.split("/")[4] ?? "";
      const revisionId = Number(url.split("/")[6]);
      // (Not a system page's slug, which no other page may take: a 400.)
      const [other] =
        table === pages
          ? await server.db
              .select()
              .from(pages)
              .where(and(ne(pages.id, itemId), eq(pages.system, false)))
              .limit(1)
          : await server.db.select().from(blogPosts).where(ne(blogPosts.id, itemId)).limit(1);
      const [revision] = await server.db
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.id, revisionId));
      if (!other || !revision) return null;
      await server.db
        .update(contentRevisions)
        .set({ fields: { ...revision.fields, slug: other.slug } })
        .where(eq(contentRevisions.id, revisionId));
      return valid;
    }
    default:
      return null;
  }
}

/** A body too large (413) or of a media type the path does not take (415). */
async function bodyRefusal(operation: Case, status: 413 | 415): Promise<InjectOptions> {
  const valid = await successRequest(operation);
  if (operation.endpoint.upload) {
    const limit = operation.endpoint.upload === "document" ? DOCUMENT_MAX_BYTES : MEDIA_LIMIT;
    const bytes = status === 413 ? Buffer.alloc(limit + 1, 7) : Buffer.from("not an image at all");
    const file = { name: "x.png", type: "image/png", bytes };
    if (operation.endpoint.path === "/jobs/:slug/applications") return application("contract-job", file);
    return { ...valid, ...multipartBody({}, file) };
  }
  return status === 413
    ? { ...valid, payload: { ...(valid.payload as object), padding: "x".repeat(BODY_LIMIT) } }
    : {
        ...valid,
        payload: "<name>Ada</name>",
        headers: { ...valid.headers, "content-type": "application/xml" },
      };
}

/** A role the path's capability leaves out, if any. */
const refusedRole = (endpoint: Endpoint) =>
  endpoint.access === "public"
    ? undefined
    : USER_ROLES.find((role) => !rolesWith(endpoint.access as never).includes(role));

const exercised = new Map<string, Set<string>>();
function record(operation: Case, status: number) {
  const key = `${operation.method.toUpperCase()} ${operation.path}`;
  exercised.set(key, (exercised.get(key) ?? new Set()).add(String(status)));
}
async function send(operation: Case, role: UserRole | null, request: InjectOptions, expected: number) {
  const response = await call(role, request);
  expect(response.statusCode, `${operation.method} ${operation.path}: ${response.body.slice(0, 300)}`).toBe(
    expected,
  );
  expectDocumented(operation, response);
  record(operation, expected);
  return response;
}

async function sendAs(operation: Case, token: string, request: InjectOptions, expected: number) {
  const response = await server.app.inject({
    ...request,
    headers: { ...(request.headers ?? {}), authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(expected);
  expectDocumented(operation, response);
  record(operation, expected);
}

const roleFor = (operation: Case): UserRole | null => (isPublic(operation) ? null : "admin");

describe("the OpenAPI document", () => {
  it("is the one served, and has every path of the REST table", () => {
    const built = buildOpenApiDocument(server.config.publicSiteUrl);
    expect(document).toEqual(JSON.parse(JSON.stringify(built)));
    expect(OPERATIONS.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      Object.entries(document.paths)
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
        .sort(),
    );
  });

  it("describes what GET /api/blog answers and nothing it does not", () => {
    const schema = document.paths["/api/blog"]?.get?.responses["200"]?.content?.["application/json"]
      ?.schema as
      | { items: { properties: Record<string, unknown>; additionalProperties: boolean } }
      | undefined;
    const item = schema?.items;
    expect(item?.properties).toHaveProperty("slug");
    expect(item?.properties).not.toHaveProperty("authorId");
    expect(item?.properties).not.toHaveProperty("isPublished");
    expect(item?.additionalProperties).toBe(false);
  });
});

describe.each(OPERATIONS)("$method $path", (operation) => {
  const statuses = () => Object.keys(document.paths[operation.path]?.[operation.method]?.responses ?? {});
  const role = roleFor(operation);

  it("answers its documented success, in the documented shape", async () => {
    const [first = 200, ...others] = operation.endpoint.success ?? [operation.endpoint.output ? 200 : 204];
    const request = await successRequest(operation);
    await send(operation, role, request, first);
    // The upload's second success: the same bytes again answer the item already there.
    if (others.includes(200) && operation.endpoint.upload) await send(operation, role, request, 200);
  });

  it("answers 400, documented, for input its schema refuses", async () => {
    if (!statuses().includes("400")) return;
    await send(operation, role, await invalidRequest(operation), 400);
  });

  it("answers 401 and 403, documented, to a caller without a token or the role", async () => {
    if (isPublic(operation)) {
      expect(statuses()).not.toContain("401");
      return;
    }
    const request = await successRequest(operation);
    await send(operation, null, request, 401);
    const other = refusedRole(operation.endpoint);
    if (other) await send(operation, other, request, 403);
    // Every role may call it: a session still missing its second factor is refused all the same.
    else await sendAs(operation, halfSignedIn, request, 403);
  });

  it("answers 404, documented, for what is not there", async () => {
    if (!statuses().includes("404")) return;
    await send(operation, role, await missingRequest(operation), 404);
  });

  it("answers 410, documented, for what was removed for good", async () => {
    if (!statuses().includes("410")) return;
    // The only path that names it: a job closed more than CLOSED_JOB_PAGE_DAYS ago.
    expect(operation.endpoint.path).toBe("/jobs/:slug");
    await send(operation, role, { url: "/api/jobs/contract-gone-job" }, 410);
  });

  it("answers 409, documented, for a conflict", async () => {
    if (!statuses().includes("409")) return;
    const request = await conflictRequest(operation);
    if (request) await send(operation, role, request, 409);
  });

  it("answers 413 and 415, documented, for a body too large or of another type", async () => {
    if (!statuses().includes("413")) return;
    await send(operation, role, await bodyRefusal(operation, 413), 413);
    await send(operation, role, await bodyRefusal(operation, 415), 415);
  });

  it("answers 429, documented, past its rate limit", async () => {
    if (!statuses().includes("429")) return;
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i <= RATE_LIMIT && response?.statusCode !== 429; i++)
      response = await call(role, await successRequest(operation));
    expect(response?.statusCode).toBe(429);
    expectDocumented(operation, response as LightMyRequestResponse);
    record(operation, 429);
  });
});

describe("coverage", () => {
  // (database-outage.test.ts takes the database away; here it stays.)
  it("exercised every documented status but the database outage (503) on every path", () => {
    const missing: string[] = [];
    for (const { method, path } of OPERATIONS) {
      const key = `${method.toUpperCase()} ${path}`;
      for (const status of Object.keys(document.paths[path]?.[method]?.responses ?? {})) {
        if (
          status !== "503" &&
          status !== "429" &&
          !MADE_ELSEWHERE.includes(`${key} ${status}`) &&
          !exercised.get(key)?.has(status)
        )
          missing.push(`${key} ${status}`);
      }
    }
    console.info(
      `contract: ${OPERATIONS.length} operations, ${[...exercised.values()].reduce((sum, set) => sum + set.size, 0)} documented statuses answered and validated; not made here: ${missing.join(", ") || "none"}`,
    );
    expect(missing).toEqual([]);
  });
});

describe("PUT /api/admin/users/{id}", () => {
  it("answers 400 for a change that names nothing to change (it was a 500)", async () => {
    const request = await validRequest("PUT", "/users/:id");
    const response = await call("admin", { ...request, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "bad_request", message: ACCOUNT_MESSAGES.nothingToChange });
  });
});
