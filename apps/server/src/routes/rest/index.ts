import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { type RestOptions, registerEndpoint } from "./adapter";
import { ADMIN_ENDPOINTS, PUBLIC_ENDPOINTS } from "./endpoints";

/** The REST paths of the spec under /api, each a thin adapter over one procedure. */
export async function restRoutes(app: FastifyInstance, options: RestOptions) {
  // Only the media upload takes multipart: one file, up to MEDIA_MAX_BYTES, and a few short fields.
  await app.register(multipart, {
    limits: { fileSize: options.mediaMaxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  });
  for (const endpoint of PUBLIC_ENDPOINTS) registerEndpoint(app, options, endpoint);
  await app.register(
    async (admin) => {
      for (const endpoint of ADMIN_ENDPOINTS) registerEndpoint(admin, options, endpoint);
    },
    { prefix: "/admin" },
  );
}
