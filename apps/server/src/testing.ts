import type { AddressInfo } from "node:net";
import { createUser } from "@staffing/auth";
import { type DatabaseHandle, openDatabase } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import type { UserRole } from "@staffing/shared";
import { pino } from "pino";
import { type AppOptions, buildApp } from "./app";
import { DEV_ANON_KEY, loadConfig } from "./config";
import { loadWebBuild, type WebBuild } from "./routes/public-site";
import { prepareDatabase } from "./start-up";

export const TEST_ADMIN = { email: "admin@example.com", password: "correct-horse-battery" };

/**
 * A real server on a free loopback port, on its own throwaway database, prepared as at start-up
 * (migrations, first admin, demo content).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string | undefined>;
    /** Join an existing database instead of a new one: a second instance of the same site. */
    databaseUrl?: string;
    /** Serve the built public site too (needs `pnpm build`), or this web app. */
    withWebsite?: boolean | WebBuild;
  } & Pick<AppOptions, "throttlePolicy" | "retryPolicy"> = {},
) {
  const database: DatabaseHandle & { url?: string } = options.databaseUrl
    ? { ...(await openDatabase({ url: options.databaseUrl, maxConnections: 5 })), url: options.databaseUrl }
    : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  });
  const logger = pino({ level: "silent" });
  await prepareDatabase(database, config, logger);
  const app = await buildApp({
    config,
    database,
    logger,
    throttlePolicy: options.throttlePolicy,
    retryPolicy: options.retryPolicy,
    web:
      typeof options.withWebsite === "object"
        ? options.withWebsite
        : options.withWebsite
          ? await loadWebBuild()
          : undefined,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    config,
    database,
    db: database.db,
    databaseUrl: database.url,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Signs in at the embedded provider, as supabase-js would, and returns the access token. */
export async function accessToken(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.app.inject({
    method: "POST",
    url: "/auth/v1/token?grant_type=password",
    headers: { apikey: DEV_ANON_KEY },
    payload: { email, password },
  });
  return (response.json() as { access_token: string }).access_token;
}

/**
 * An access token for each role: the first admin's, and those of an editor and an SEO manager
 * created here with `password`.
 */
export async function tokensForEveryRole(
  server: TestServer,
  password: string,
): Promise<Record<UserRole, string>> {
  await createUser(server.db, { email: "editor@example.com", username: "editor", role: "editor", password });
  await createUser(server.db, { email: "seo@example.com", username: "seo", role: "seo_manager", password });
  return {
    admin: await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password),
    editor: await accessToken(server, "editor@example.com", password),
    seo_manager: await accessToken(server, "seo@example.com", password),
  };
}
