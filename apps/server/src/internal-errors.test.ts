import { Writable } from "node:stream";
import { blogPosts, inquiries } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { REQUEST_ERROR_MESSAGES } from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { DEV_ANON_KEY, loadConfig } from "./config";
import { loadWebBuild } from "./routes/public-site";
import { prepareDatabase } from "./start-up";
import { TEST_ADMIN } from "./testing";

// Nothing internal reaches a client: an anonymous caller in production mode, on every surface.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_SITE_URL: "https://www.example.com",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    INQUIRY_RATE_LIMIT_PER_HOUR: "1000",
  });
  const logger = pino(
    { level: "error" },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  await prepareDatabase(database, config, pino({ level: "silent" }));
  app = await buildApp({ config, database, logger, web: await loadWebBuild() });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** What must never be in an answer: SQL, its parameters, a stack trace, a driver's words. */
function expectNothingInternal(text: string) {
  expect(text).not.toMatch(
    /\b(?:insert|select|update)\b|params|relation|\$1|\bat \S+:\d+|node_modules|postgres|pglite|drizzle/i,
  );
}

const NUL_NAME = { name: "Ada\u0000Lovelace", email: "nul@example.com" };

describe("a NUL character is a 400 naming the field", () => {
  it("in tRPC's inquiries.create, in tRPC's error shape, and nothing is stored", async () => {
    const response = await app.inject({ method: "POST", url: "/trpc/inquiries.create", payload: NUL_NAME });
    expect(response.statusCode).toBe(400);
    expectNothingInternal(response.body);
    const { error } = response.json() as {
      error: { message: string; data: { code: string; fieldErrors: Record<string, string[]> } };
    };
    expect(error.message).toBe(REQUEST_ERROR_MESSAGES.nulCharacter("name"));
    expect(error.data.code).toBe("BAD_REQUEST");
    expect(error.data.fieldErrors.name).toEqual([REQUEST_ERROR_MESSAGES.nulCharacter("name")]);
    const stored = await database.db.select().from(inquiries).where(eq(inquiries.email, NUL_NAME.email));
    expect(stored).toEqual([]);
  });

  it("in a tRPC query's input, sent by GET, single and batched", async () => {
    const input = encodeURIComponent(JSON.stringify({ slug: "a\u0000b" }));
    const single = await app.inject({ url: `/trpc/blog.bySlug?input=${input}` });
    expect(single.statusCode).toBe(400);
    expect(single.json().error.data.fieldErrors).toEqual({ slug: [expect.stringContaining("slug")] });
    const batchInput = encodeURIComponent(JSON.stringify({ 0: {}, 1: { slug: "a\u0000b" } }));
    const batch = await app.inject({ url: `/trpc/blog.list,blog.bySlug?batch=1&input=${batchInput}` });
    expectNothingInternal(JSON.stringify(batch.json()[1]));
    expect(batch.json()[1].error.data.fieldErrors).toEqual({ slug: [expect.stringContaining("slug")] });
  });

  it("in REST's POST /api/inquiries, in DESIGN.md's error shape", async () => {
    const response = await app.inject({ method: "POST", url: "/api/inquiries", payload: NUL_NAME });
    expect(response.statusCode).toBe(400);
    expectNothingInternal(response.body);
    expect(response.json()).toEqual({
      error: "validation_error",
      message: REQUEST_ERROR_MESSAGES.nulCharacter("name"),
      fields: { name: [REQUEST_ERROR_MESSAGES.nulCharacter("name")] },
    });
  });

  it("in a query parameter of the REST API and of a page", async () => {
    const rest = await app.inject({ url: "/api/blog?category=Technology%00" });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ error: "validation_error", fields: { category: expect.any(Array) } });
    const page = await app.inject({ url: "/blog?q=%00" });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe(REQUEST_ERROR_MESSAGES.nulCharacter("q"));
  });

  it("in the sign-in provider's JSON, in its own error shape", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/auth/v1/token?grant_type=password",
      headers: { apikey: DEV_ANON_KEY },
      payload: { email: "admin\u0000@example.com", password: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "validation_failed",
      message: REQUEST_ERROR_MESSAGES.nulCharacter("email"),
    });
  });
});

describe("an unexpected error answers a generic message and the request id, the details go to the log", () => {
  /** Runs `check` while the table is gone from under the server, as a broken deployment would. */
  async function withoutTable(table: string, check: () => Promise<void>) {
    await database.db.execute(sql.raw(`alter table "${table}" rename to "${table}_gone"`));
    try {
      await check();
    } finally {
      await database.db.execute(sql.raw(`alter table "${table}_gone" rename to "${table}"`));
    }
  }

  /** The error lines logged for a request id: they hold what the answer leaves out. */
  const loggedFor = (requestId: unknown) => logLines.filter((line) => line.reqId === requestId);

  it("on tRPC", async () => {
    await withoutTable("inquiries", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/trpc/inquiries.create",
        payload: { name: "Ada", email: "ada@example.com" },
      });
      expect(response.statusCode).toBe(500);
      expectNothingInternal(response.body);
      const { error } = response.json();
      expect(error.message).toBe(REQUEST_ERROR_MESSAGES.unexpected);
      expect(error.data.requestId).toEqual(expect.any(String));
      expect(JSON.stringify(loggedFor(error.data.requestId))).toMatch(/inquiries/);
    });
  });

  it("on the REST API", async () => {
    await withoutTable("inquiries", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: { name: "Ada", email: "ada@example.com" },
      });
      expect(response.statusCode).toBe(500);
      expectNothingInternal(response.body);
      const body = response.json();
      expect(body).toEqual({
        error: "internal_error",
        message: REQUEST_ERROR_MESSAGES.unexpected,
        requestId: expect.any(String),
      });
      expect(JSON.stringify(loggedFor(body.requestId))).toMatch(/inquiries/);
    });
  });

  it("on the sign-in provider", async () => {
    await withoutTable("users", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/auth/v1/token?grant_type=password",
        headers: { apikey: DEV_ANON_KEY },
        payload: TEST_ADMIN,
      });
      expect(response.statusCode).toBe(500);
      expectNothingInternal(response.body);
      const body = response.json();
      expect(body).toEqual({
        code: "unexpected_failure",
        message: REQUEST_ERROR_MESSAGES.unexpected,
        requestId: expect.any(String),
      });
      expect(JSON.stringify(loggedFor(body.requestId))).toMatch(/users/);
    });
  });

  it("on a page: the error screen, never cached, its request id in a header and the log", async () => {
    // A post no request has read yet: its page and its read are neither cached nor kept.
    const slug = "read-after-the-outage";
    await database.db.insert(blogPosts).values({
      title: "Read after the outage",
      slug,
      content: "<p>Back.</p>",
      isPublished: true,
      publishedAt: new Date(Date.now() - 60_000),
    });
    const page = `/blog/${slug}`;
    await withoutTable("blog_posts", async () => {
      const response = await app.inject({ url: page });
      expect(response.statusCode).toBe(500);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expectNothingInternal(response.body.replace(/<(?:script|style|link)[^>]*>[\s\S]*?(?:<\/\w+>|$)/g, ""));
      const requestId = response.headers["x-request-id"];
      expect(requestId).toEqual(expect.any(String));
      expect(JSON.stringify(loggedFor(requestId))).toMatch(/blog_posts/);
    });
    expect((await app.inject({ url: page })).statusCode).toBe(200);
  });
});
