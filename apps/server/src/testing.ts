import type { AddressInfo } from "node:net";
import { type DatabaseHandle, openDatabase } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { pino } from "pino";
import { type AppOptions, buildApp } from "./app";
import { loadConfig } from "./config";
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
