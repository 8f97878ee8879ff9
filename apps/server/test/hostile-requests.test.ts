import {
  auditLog,
  blogPosts,
  inquiries,
  newsletterSubscribers,
  pages,
  seoSettings,
  users,
} from "@staffing/db";
import { PUBLIC_FORMS } from "@staffing/shared";
import { count, sql } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEV_ANON_KEY } from "../src/config";
import { ADMIN_ENDPOINTS, PUBLIC_ENDPOINTS } from "../src/routes/rest/endpoints";
import { startTestServer, TEST_ADMIN, type TestServer } from "../src/testing";

// Random and hostile requests against every surface (REST, tRPC single and batched, the sign-in
// provider, pages, forms and static files): never a 5xx, never a stack trace or SQL in an answer,
// and nothing stored from a refused request. At least MINIMUM_INPUTS a run, counted and printed.

const MINIMUM_INPUTS = 10_000;
// Thousands of requests to one property: room for a busy CI machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let adminToken = "";
const tried = { inputs: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  server = await startTestServer({
    withWebsite: true,
    env: {
      INQUIRY_RATE_LIMIT_PER_HOUR: "100000",
      NEWSLETTER_RATE_LIMIT_PER_HOUR: "100000",
      BODY_LIMIT_BYTES: "20000",
    },
  });
  const response = await server.app.inject({
    method: "POST",
    url: "/auth/v1/token?grant_type=password",
    headers: { apikey: DEV_ANON_KEY },
    payload: TEST_ADMIN,
  });
  adminToken = response.json().access_token;
});
afterAll(async () => {
  const statuses = Object.fromEntries([...tried.byStatus.entries()].sort(([a], [b]) => a - b));
  console.log(
    `hostile requests: ${tried.inputs} inputs tried; answers by status ${JSON.stringify(statuses)}`,
  );
  await server?.close();
});

const TABLES = { pages, blogPosts, inquiries, seoSettings, users, newsletterSubscribers, auditLog };

/** The row count of every table a request could write to, in one round trip. */
async function snapshot() {
  const counts = Object.fromEntries(
    Object.entries(TABLES).map(([name, table]) => [
      name,
      sql<number>`(select ${count()} from ${table})`.mapWith(Number),
    ]),
  );
  const [row] = await server.db.select(counts).from(sql`(select 1) as one`);
  return row;
}

/**
 * What every answer must be: below 500, with nothing internal in it; a refused write stores nothing.
 * Counting rows is the dear part of a check, so a read (GET, HEAD) is not counted one by one: reads
 * store nothing at all, which the count after each test confirms.
 */
let rows: Awaited<ReturnType<typeof snapshot>> | undefined;
async function check(
  request: InjectOptions,
  { jsonErrors = true }: { jsonErrors?: boolean } = {},
): Promise<void> {
  rows ??= await snapshot();
  const response = await server.app.inject(request);
  tried.inputs += 1;
  tried.byStatus.set(response.statusCode, (tried.byStatus.get(response.statusCode) ?? 0) + 1);
  const label = `${request.method} ${request.url}`;
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(STACK_TRACE);
  expect(response.body, label).not.toMatch(SQL);
  if (response.statusCode >= 400 && jsonErrors && request.method !== "HEAD") {
    expect(response.json(), label).toEqual(
      expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
    );
  }
  if (request.method === "GET" || request.method === "HEAD") return;
  if (response.statusCode >= 400) expect(await snapshot(), label).toEqual(rows);
  // An accepted write may have stored something: the next refusal is compared with what is now.
  else rows = undefined;
}

afterEach(async () => {
  if (rows) expect(await snapshot(), "rows changed by reads or refusals").toEqual(rows);
});

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "NaN",
    "-1",
    "1e309",
    "🤖".repeat(50),
    "a".repeat(6000),
  ),
);
const hostileJson = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    hostileText,
    fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue()),
  ),
  fc.constant({ __proto__: { isAdmin: true } }),
  fc.record({
    name: hostileText,
    email: hostileText,
    slug: hostileText,
    title: hostileText,
    status: hostileText,
  }),
);
const segment = fc.oneof(hostileText, fc.uuid(), fc.constantFrom("1", "-", "%2F", "..", "null"));

function requestFor(method: string, path: string, prefix: string) {
  return fc
    .record({
      url: fc
        .tuple(
          fc.array(segment, { minLength: 2, maxLength: 2 }),
          fc.dictionary(hostileText, hostileText, { maxKeys: 4 }),
        )
        .map(([[first = "", second = ""], query]) => {
          const filled = path.replace(/:\w+|\*/g, (_, offset) =>
            encodeURIComponent(offset === 0 ? first : second),
          );
          const search = new URLSearchParams(query).toString();
          return `${prefix}${filled}${search ? `?${search}` : ""}`;
        }),
      body: fc.oneof(
        hostileJson.map((value) => JSON.stringify(value)),
        hostileText,
        fc.constant(""),
      ),
      contentType: fc.constantFrom(
        "application/json",
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/json; charset=latin1",
      ),
      authorization: fc.constantFrom<"none" | "garbage" | "admin">("none", "garbage", "admin"),
      extraHeader: hostileText.map((value) => value.replace(/[^\x20-\x7e]/g, "").slice(0, 200)),
    })
    .map(
      ({ url, body, contentType, authorization, extraHeader }): InjectOptions => ({
        method: method as InjectOptions["method"],
        url,
        headers: {
          "content-type": contentType,
          "x-hostile": extraHeader,
          ...(authorization === "admin" ? { authorization: `Bearer ${adminToken}` } : {}),
          ...(authorization === "garbage" ? { authorization: `Bearer ${extraHeader}` } : {}),
        },
        ...(method === "GET" || method === "DELETE" ? {} : { payload: body }),
      }),
    );
}

// A stack frame ("    at fn (/app/file.js:1:2)"), also inside a JSON string, or a source position.
const STACK_TRACE = /(?:\n|\\n)\s*at (?:[^\s()]+ \()?(?:file:|node:|\/)|\.(?:ts|tsx|js|mjs|cjs):\d+:\d+/;
// A failed statement as drizzle or PostgreSQL words it.
const SQL =
  /Failed query|\bparams: |syntax error at or near|invalid input syntax for|violates (?:not-null|unique|foreign key|check) constraint|\b(?:select|insert into|update|delete from) "/i;

// Runs per property: the REST paths are many, each other surface is one property of its own.
const RUNS = {
  rest: 60,
  pages: 500,
  forms: 300,
  auth: 800,
  trpc: { "GET, one call": 1000, "GET, batched": 800, "POST, one call": 1000, "POST, batched": 800 },
  files: 2000,
};

const endpoints = [
  ...PUBLIC_ENDPOINTS.map((e) => ({ ...e, prefix: "/api" })),
  ...ADMIN_ENDPOINTS.map((e) => ({ ...e, prefix: "/api/admin" })),
];

describe("hostile requests", () => {
  it.each(endpoints.map((e) => [`${e.method} ${e.prefix}${e.path}`, e] as const))(
    "%s never answers 5xx or leaks a stack trace",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint.method, endpoint.path, endpoint.prefix), (request) =>
          check(request),
        ),
        { numRuns: RUNS.rest },
      );
    },
  );
});

// A path segment as a hand-made request may carry it: encoded or raw, malformed escapes, dot segments.
const rawSegment = fc.oneof(
  segment.map(encodeURIComponent),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{1,24}$/),
  fc.constantFrom(
    "%",
    "%zz",
    "%C3",
    "%C3%A9",
    "caf%C3%A9",
    "%00",
    "%2e%2e",
    "%2E.",
    "..",
    ".",
    "%2F",
    "%5C",
    "Feed",
    "feed.xml",
    "index.html",
    "a%20b",
    ";",
    ":",
    "@",
    "$",
    "!",
    "'",
    "*",
    "",
  ),
);
const rawQuery = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom("category", "page", "q", "input", "batch", "token", "utm_source"),
        hostileText,
      ),
      hostileText,
      { maxKeys: 3 },
    )
    .map((query) => new URLSearchParams(query).toString()),
  fc.constantFrom(
    "category=nope",
    "page=-1",
    "page=99999999999999999999",
    "q=%",
    "a=%zz",
    "&&=",
    "page=1&page=2",
  ),
);
const addressUnder = (prefixes: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...prefixes), fc.array(rawSegment, { maxLength: 3 }), fc.boolean(), rawQuery)
    .map(([prefix, segments, slash, query]) => {
      const path = `${prefix}${segments.map((part) => `/${part}`).join("")}${slash ? "/" : ""}` || "/";
      return `${path}${query ? `?${query}` : ""}`;
    });
const accept = fc.constantFrom(
  "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "*/*",
  "application/json",
  "image/avif,image/webp,*/*",
  "",
);
const headerText = hostileText.map((value) => value.replace(/[^\x20-\x7e]/g, "").slice(0, 200));
const browserHeaders = fc
  .record({
    accept,
    "accept-encoding": fc.constantFrom("br, gzip", "gzip", "identity", "*", ""),
    "if-none-match": fc.oneof(headerText, fc.constant("*")),
    range: fc.oneof(
      fc.constant("bytes=0-10"),
      fc.constant("bytes=-5"),
      headerText.map((v) => `bytes=${v}`),
    ),
    cookie: headerText.map((value) => `outcome=${encodeURIComponent(value)}`),
  })
  .chain((headers) => fc.subarray(Object.keys(headers)).map((keys) => pick(headers, keys)));

function pick(headers: Record<string, string>, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, headers[key] ?? ""]));
}

const PAGE_PREFIXES = [
  "",
  "/blog",
  "/about",
  "/services",
  "/contact",
  "/preview",
  "/resources",
  "/healthz",
  "/readyz",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/forms",
  "/newsletter",
  "/api/docs",
  "/api/openapi.json",
  "/api/newsletter/confirm",
  "/api/newsletter/unsubscribe",
] as const;

describe("hostile requests to pages", () => {
  it("a page address (any path, any query) is a page, the not-found screen or a redirect, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        addressUnder(PAGE_PREFIXES),
        fc.constantFrom("GET", "HEAD"),
        browserHeaders,
        (url, method, headers) => check({ method: method as "GET", url, headers }, { jsonErrors: false }),
      ),
      {
        numRuns: RUNS.pages,
        // Found by earlier runs: addresses whose surrogate key no header could carry as it was.
        examples: [
          ["/blog/%00", "GET", {}],
          ["/%F0%9F%A4%96,x", "GET", {}],
          ["/api/blog/a%00b", "GET", {}],
        ],
      },
    );
  });

  it("a form sent without JavaScript, with any fields, is answered and stores nothing when refused", async () => {
    const formBody = fc.oneof(
      fc
        .dictionary(
          fc.oneof(
            fc.constantFrom("name", "email", "phone", "message", "company", "idempotencyKey", "source"),
            hostileText,
          ),
          hostileText,
          { maxKeys: 6 },
        )
        .map((fields) => new URLSearchParams(fields).toString()),
      hostileText,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(PUBLIC_FORMS).map((form) => form.action)),
        formBody,
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "text/plain",
          "application/json",
        ),
        fc.oneof(fc.constant(undefined), addressUnder(PAGE_PREFIXES), headerText),
        (url, payload, contentType, referer) =>
          check(
            {
              method: "POST",
              url,
              payload,
              headers: { "content-type": contentType, ...(referer === undefined ? {} : { referer }) },
            },
            { jsonErrors: false },
          ),
      ),
      { numRuns: RUNS.forms },
    );
  });
});

const AUTH_PATHS = [
  "/token",
  "/token?grant_type=password",
  "/token?grant_type=refresh_token",
  "/token?grant_type=pkce",
  "/user",
  "/logout",
  "/logout?scope=global",
  "/logout?scope=others",
  "/recover",
  "/verify",
  "/verify?type=recovery&token=x",
  "/factors",
  "/factors/%s/challenge",
  "/factors/%s/verify",
  "/factors/%s",
  "/.well-known/jwks.json",
  "/%s",
  "",
] as const;

describe("hostile requests to the sign-in provider", () => {
  it("/auth/v1/*, any method, body and key, never answers 5xx or says anything internal", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...AUTH_PATHS),
        rawSegment,
        fc.constantFrom("GET", "POST", "PUT", "DELETE"),
        hostileJson.map((value) => JSON.stringify(value)),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        fc.constantFrom<"none" | "garbage" | "admin">("none", "garbage", "admin"),
        fc.oneof(fc.constant(DEV_ANON_KEY), headerText),
        (path, part, method, payload, contentType, authorization, apikey) =>
          check(
            {
              method: method as "POST",
              url: `/auth/v1${path.replace("%s", part)}`,
              headers: {
                "content-type": contentType,
                apikey,
                ...(authorization === "admin" ? { authorization: `Bearer ${adminToken}` } : {}),
                ...(authorization === "garbage" ? { authorization: `Bearer ${apikey}` } : {}),
              },
              ...(method === "GET" || method === "DELETE" ? {} : { payload }),
            },
            // The provider answers in GoTrue's own error shape, which supabase-js reads.
            { jsonErrors: false },
          ),
      ),
      { numRuns: RUNS.auth },
    );
  });
});

const PROCEDURES = [
  "account.me",
  "auditLog.list",
  "blog.list",
  "blog.bySlug",
  "blog.adminList",
  "blog.create",
  "blog.update",
  "blog.delete",
  "blog.preview",
  "blog.revisions",
  "blog.restoreRevision",
  "inquiries.create",
  "inquiries.list",
  "inquiries.counts",
  "inquiries.updateStatus",
  "inquiries.delete",
  "media.list",
  "media.details",
  "media.update",
  "media.delete",
  "newsletter.subscribe",
  "newsletter.confirm",
  "newsletter.unsubscribeTarget",
  "newsletter.unsubscribe",
  "pages.bySlug",
  "pages.list",
  "pages.create",
  "pages.update",
  "pages.delete",
  "preview.resolve",
  "redirects.list",
  "redirects.create",
  "seo.forPageType",
  "seo.sitemapEntries",
  "seo.create",
  "stats.get",
  "stats.inquiriesByWeek",
  "users.me",
  "users.list",
  "users.create",
  "users.update",
] as const;
const procedureName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PROCEDURES) },
  { weight: 1, arbitrary: rawSegment },
);
const trpcInput = fc.oneof(hostileJson, fc.record({ json: hostileJson }), hostileText);
const trpcAuthorization = fc
  .constantFrom<"none" | "garbage" | "admin">("none", "garbage", "admin")
  .map(
    (who): Record<string, string> =>
      who === "admin"
        ? { authorization: `Bearer ${adminToken}` }
        : who === "garbage"
          ? { authorization: "Bearer x.y.z" }
          : {},
  );

describe("hostile requests to tRPC", () => {
  const encodedInput = fc.oneof(
    trpcInput.map((value) => encodeURIComponent(JSON.stringify(value))),
    rawSegment,
  );
  const cases = {
    "GET, one call": fc.tuple(procedureName, encodedInput, trpcAuthorization).map(
      ([name, input, headers]): InjectOptions => ({
        method: "GET",
        url: `/trpc/${name}?input=${input}`,
        headers,
      }),
    ),
    "GET, batched": fc
      .tuple(
        fc.array(procedureName, { minLength: 1, maxLength: 12 }),
        fc.array(trpcInput, { maxLength: 12 }),
        trpcAuthorization,
      )
      .map(
        ([names, inputs, headers]): InjectOptions => ({
          method: "GET",
          url: `/trpc/${names.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify({ ...inputs }))}`,
          headers,
        }),
      ),
    "POST, one call": fc
      .tuple(
        procedureName,
        fc.oneof(
          trpcInput.map((value) => JSON.stringify(value)),
          hostileText,
        ),
        trpcAuthorization,
      )
      .map(
        ([name, payload, headers]): InjectOptions => ({
          method: "POST",
          url: `/trpc/${name}`,
          payload,
          headers: { "content-type": "application/json", ...headers },
        }),
      ),
    "POST, batched": fc
      .tuple(
        fc.array(procedureName, { minLength: 1, maxLength: 12 }),
        fc.array(trpcInput, { maxLength: 12 }),
        trpcAuthorization,
      )
      .map(
        ([names, inputs, headers]): InjectOptions => ({
          method: "POST",
          url: `/trpc/${names.join(",")}?batch=1`,
          payload: JSON.stringify({ ...inputs }),
          headers: { "content-type": "application/json", ...headers },
        }),
      ),
  };
  it.each(Object.entries(cases))("%s never answers 5xx or says anything internal", async (name, requests) => {
    await fc.assert(
      // tRPC answers in its own error shape, which its client reads.
      fc.asyncProperty(requests, (request) => check(request, { jsonErrors: false })),
      { numRuns: RUNS.trpc[name as keyof typeof cases] },
    );
  });
});

describe("hostile requests to files", () => {
  it("/assets, /media and /admin, any path and headers, answer a file, the panel or 404, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        addressUnder(["/assets", "/media", "/admin"]),
        fc.constantFrom("GET", "HEAD"),
        browserHeaders,
        (url, method, headers) => check({ method: method as "GET", url, headers }, { jsonErrors: false }),
      ),
      { numRuns: RUNS.files },
    );
  });
});

describe("the hostile-request run", () => {
  it(`tried at least ${MINIMUM_INPUTS} inputs`, () => {
    expect(tried.inputs).toBeGreaterThanOrEqual(MINIMUM_INPUTS);
  });
});
