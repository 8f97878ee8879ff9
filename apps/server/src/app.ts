import fastifyStatic from "@fastify/static";
import { createRequestContextFactory } from "@staffing/api";
import {
  type Authenticator,
  EmbeddedAuthProvider,
  embeddedAuthenticator,
  hostedAuthenticator,
  SigningKeys,
  type ThrottlePolicy,
} from "@staffing/auth";
import { type DatabaseHandle, seedMediaFolder } from "@staffing/db";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Config } from "./config";
import { errorHandling } from "./plugins/error-handling";
import { jsonBodies } from "./plugins/json-bodies";
import { authProviderRoutes } from "./routes/auth-provider";
import { healthRoutes } from "./routes/health";
import { restRoutes } from "./routes/rest";
import { trpcRoutes } from "./routes/trpc";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["loggerInstance"];
  /** Tests shorten the sign-in limits. */
  throttlePolicy?: ThrottlePolicy;
}

/** The whole HTTP surface: external plugins, then ours, then routes. Listening is server.ts's job. */
export async function buildApp({ config, database, logger, throttlePolicy }: AppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
  });

  await app.register(jsonBodies);
  await app.register(errorHandling);

  let authenticator: Authenticator;
  if (config.auth.hostedProviderUrl) {
    authenticator = hostedAuthenticator(database.db, config.auth.hostedProviderUrl, config.auth.anonKey);
  } else {
    const keys = await SigningKeys.load(database.db);
    const provider = new EmbeddedAuthProvider(
      database.db,
      keys,
      `${config.publicSiteUrl}/auth/v1`,
      throttlePolicy,
    );
    authenticator = embeddedAuthenticator(provider);
    await app.register(authProviderRoutes, { prefix: "/auth/v1", provider, anonKey: config.auth.anonKey });
  }

  const createContext = createRequestContextFactory({ db: database.db, authenticator });
  await app.register(trpcRoutes, { prefix: "/trpc", createContext });
  await app.register(restRoutes, { prefix: "/api", createContext });
  await app.register(healthRoutes, { database });
  await app.register(fastifyStatic, { root: seedMediaFolder, prefix: "/media/", maxAge: "1d", index: false });

  return app;
}
