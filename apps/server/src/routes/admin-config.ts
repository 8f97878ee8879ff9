import type { AdminClientConfig } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * What the admin panel needs before it can sign anyone in: where the sign-in provider is, its public
 * key, and in demo mode the credentials the login screen shows (SPEC: "demo credentials of an admin").
 * Nothing here is secret: the key is the provider's public one.
 */
export async function adminConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const body: AdminClientConfig = {
    authUrl: config.auth.hostedProviderUrl ?? null,
    anonKey: config.auth.anonKey,
    invitesSent: !config.auth.hostedProviderUrl || Boolean(config.auth.hostedServiceRoleKey),
    demoCredentials:
      config.demoMode && config.firstAdmin?.password
        ? { email: config.firstAdmin.email, password: config.firstAdmin.password }
        : null,
  };
  app.get("/auth/client-config", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return body;
  });
}
