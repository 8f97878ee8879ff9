import { DemoCredentialsCheck } from "@staffing/auth";
import type { Database } from "@staffing/db";
import type { AdminClientConfig } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * What the admin panel needs before it can sign anyone in: where the sign-in provider is, its public
 * key, and in demo mode the credentials the login screen shows (SPEC: "demo credentials of an admin"),
 * while they still sign in: once the demo admin's password is changed, the screen shows none.
 * Nothing here is secret: the key is the provider's public one, the credentials the configured ones.
 */
export async function adminConfigRoutes(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Database },
) {
  const { firstAdmin } = config;
  const demo =
    config.demoMode && firstAdmin?.password
      ? { email: firstAdmin.email, password: firstAdmin.password }
      : null;
  // Passwords kept here are checked here; a hosted provider's are its own, shown as configured.
  const check = demo && !config.auth.hostedProviderUrl ? new DemoCredentialsCheck(db, demo) : null;
  const body: Omit<AdminClientConfig, "demoCredentials"> = {
    authUrl: config.auth.hostedProviderUrl ?? null,
    anonKey: config.auth.anonKey,
    invitesSent: !config.auth.hostedProviderUrl || Boolean(config.auth.hostedServiceRoleKey),
  };
  app.get("/auth/client-config", async (_request, reply): Promise<AdminClientConfig> => {
    reply.header("cache-control", "no-cache");
    const works = demo && (check ? await check.stillSignIn() : true);
    return { ...body, demoCredentials: works ? demo : null };
  });
}
