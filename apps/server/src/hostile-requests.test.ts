import {
  auditLog,
  blogPosts,
  inquiries,
  newsletterSubscribers,
  pages,
  seoSettings,
  users,
} from "@staffing/db";
import { count } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "./config";
import { ADMIN_ENDPOINTS, PUBLIC_ENDPOINTS } from "./routes/rest/endpoints";
import { startTestServer, TEST_ADMIN, type TestServer } from "./testing";

// Random and hostile requests against every REST path: never a 5xx, never a stack trace, and
// nothing stored from a refused request.

let server: TestServer;
let adminToken = "";
const tried = { inputs: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  server = await startTestServer({
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

async function snapshot() {
  const tables = [pages, blogPosts, inquiries, seoSettings, users, newsletterSubscribers, auditLog] as const;
  const counts = [];
  for (const table of tables) counts.push((await server.db.select({ n: count() }).from(table))[0]?.n);
  return counts;
}

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

const STACK_TRACE = /\bat .+\((?:file:|node:|\/)|\.(?:ts|js|mjs):\d+:\d+/;

const endpoints = [
  ...PUBLIC_ENDPOINTS.map((e) => ({ ...e, prefix: "/api" })),
  ...ADMIN_ENDPOINTS.map((e) => ({ ...e, prefix: "/api/admin" })),
];

describe("hostile requests", () => {
  it.each(endpoints.map((e) => [`${e.method} ${e.prefix}${e.path}`, e] as const))(
    "%s never answers 5xx or leaks a stack trace",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint.method, endpoint.path, endpoint.prefix), async (request) => {
          const before = await snapshot();
          const response = await server.app.inject(request);
          tried.inputs += 1;
          tried.byStatus.set(response.statusCode, (tried.byStatus.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
          expect(response.body).not.toMatch(STACK_TRACE);
          if (response.statusCode >= 400) {
            expect(response.json()).toEqual(
              expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
            );
            expect(await snapshot()).toEqual(before);
          }
        }),
        { numRuns: 60 },
      );
    },
  );
});
