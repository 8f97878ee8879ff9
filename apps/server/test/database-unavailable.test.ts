import { openDatabase } from "@staffing/db";
import type { createTestDatabase } from "@staffing/db/testing";
import { REQUEST_ERROR_MESSAGES } from "@staffing/shared";
import { pino } from "pino";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { DEV_ANON_KEY, loadConfig } from "../src/config";
import { loadWebBuild } from "../src/routes/public-site";
import { prepareDatabase } from "../src/start-up";
import { databaseBehindProxy, type PostgresProxy, TEST_ADMIN } from "../src/testing";

// Every surface answers 503 while PostgreSQL cannot be reached, whatever way it is gone: a closed
// port, or its connections ended by the server. Only a PostgreSQL server can go away.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("PostgreSQL unreachable: 503 everywhere", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: PostgresProxy;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let closeApp: () => Promise<void>;

  beforeAll(async () => {
    let viaProxy: string;
    ({ database, proxy, url: viaProxy } = await databaseBehindProxy());
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_SITE_URL: "https://www.example.com",
      DATABASE_URL: viaProxy,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      INQUIRY_RATE_LIMIT_PER_HOUR: "100000",
    });
    const handle = await openDatabase({ url: viaProxy, maxConnections: 4 });
    await prepareDatabase(handle, config, pino({ level: "silent" }));
    app = await buildApp({
      config,
      database: handle,
      logger: pino({ level: "silent" }),
      web: await loadWebBuild(),
    });
    closeApp = async () => {
      await app.close();
      await handle.close();
    };
  }, 60_000);
  afterAll(async () => {
    await closeApp?.();
    await proxy?.stop();
    await database?.close();
  });

  // Reads neither kept nor cached before the outage: they need the database.
  const unreadPosts = (page: number) => encodeURIComponent(JSON.stringify({ page, limit: 3 }));

  it("on a closed port: tRPC, REST, /auth/v1 and uncached pages answer 503; a cached page and a kept public read are still served", async () => {
    expect((await app.inject({ url: "/blog" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/blog/not-a-post" })).statusCode).toBe(404);
    const kept = await app.inject({ url: "/api/blog?page=1&limit=2" });
    expect(kept.statusCode).toBe(200);
    const port = proxy.port;
    await proxy.stop();
    try {
      await expect
        .poll(async () => (await app.inject({ url: "/readyz" })).statusCode, { timeout: 10_000 })
        .toBe(503);

      const trpcQuery = await app.inject({ url: `/trpc/blog.list?input=${unreadPosts(7)}` });
      expect(trpcQuery.statusCode).toBe(503);
      expect(trpcQuery.json().error).toMatchObject({
        message: REQUEST_ERROR_MESSAGES.databaseUnavailable,
        data: { code: "SERVICE_UNAVAILABLE" },
      });
      const trpcMutation = await app.inject({
        method: "POST",
        url: "/trpc/inquiries.create",
        payload: { name: "Ada", email: "ada@example.com" },
      });
      expect(trpcMutation.statusCode).toBe(503);

      for (const request of [
        { url: "/api/blog?page=8&limit=3" },
        // A refusal is not kept: the slug is looked up again.
        { url: "/api/blog/not-a-post" },
        {
          method: "POST" as const,
          url: "/api/inquiries",
          payload: { name: "Ada", email: "ada@example.com" },
        },
      ]) {
        const rest = await app.inject(request);
        expect(rest.statusCode, request.url).toBe(503);
        expect(rest.json()).toMatchObject({ error: "unavailable" });
      }

      const signIn = await app.inject({
        method: "POST",
        url: "/auth/v1/token?grant_type=password",
        headers: { apikey: DEV_ANON_KEY },
        payload: TEST_ADMIN,
      });
      expect(signIn.statusCode).toBe(503);

      expect((await app.inject({ url: "/about" })).statusCode).toBe(503);
      const cached = await app.inject({ url: "/blog" });
      expect(cached.statusCode).toBe(200);
      expect(cached.headers["content-type"]).toMatch(/text\/html/);
      // Nothing could have changed it meanwhile: the database that would take a change is gone too.
      const keptAgain = await app.inject({ url: "/api/blog?page=1&limit=2" });
      expect(keptAgain.statusCode).toBe(200);
      expect(keptAgain.json()).toEqual(kept.json());
    } finally {
      await proxy.start(port);
    }
    await expect
      .poll(async () => (await app.inject({ url: `/trpc/blog.list?input=${unreadPosts(7)}` })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
  });

  it("when the server ends its connections (pg_terminate_backend) under load: 503 or 200, never 500", async () => {
    const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
    const name = new URL(database.url ?? "").pathname.slice(1);
    const statuses = new Map<number, number>();
    let loading = true;
    const worker = async (n: number) => {
      for (let i = 0; loading; i++) {
        const response =
          i % 2
            ? await app.inject({ url: "/trpc/blog.list?input=%7B%7D" })
            : await app.inject({
                method: "POST",
                url: "/api/inquiries",
                payload: { name: `Load ${n}-${i}`, email: `load${n}@example.com` },
              });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(worker));

    try {
      for (let round = 0; round < 10; round++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
      }
    } finally {
      loading = false;
      await load;
      await admin.end();
    }
    expect(
      [...statuses.keys()].filter((status) => status !== 200 && status !== 201 && status !== 503),
    ).toEqual([]);
    await expect
      .poll(async () => (await app.inject({ url: `/trpc/blog.list?input=${unreadPosts(7)}` })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
  });
});
