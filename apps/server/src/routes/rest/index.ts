import type { FastifyInstance } from "fastify";
import { type RestOptions, registerEndpoint } from "./adapter";
import { ADMIN_ENDPOINTS, PUBLIC_ENDPOINTS } from "./endpoints";

/** The REST paths of the spec under /api, each a thin adapter over one procedure. */
export async function restRoutes(app: FastifyInstance, options: RestOptions) {
  for (const endpoint of PUBLIC_ENDPOINTS) registerEndpoint(app, options, endpoint);
  await app.register(
    async (admin) => {
      for (const endpoint of ADMIN_ENDPOINTS) registerEndpoint(admin, options, endpoint);
    },
    { prefix: "/admin" },
  );
}
