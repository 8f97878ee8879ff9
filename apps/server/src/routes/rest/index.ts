import type { FastifyInstance } from "fastify";
import type { RestOptions } from "./adapter";
import { adminRestRoutes } from "./admin";
import { publicRestRoutes } from "./public";

/** The REST paths of the spec, each a thin adapter over a procedure called in-process. */
export async function restRoutes(app: FastifyInstance, options: RestOptions) {
  await app.register(publicRestRoutes, options);
  await app.register(adminRestRoutes, { ...options, prefix: "/admin" });
}
