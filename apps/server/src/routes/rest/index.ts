import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { type RestOptions, registerEndpoint } from "./adapter";
import { ADMIN_ENDPOINTS, PUBLIC_ENDPOINTS } from "./endpoints";

/** The REST paths of the spec under /api, each a thin adapter over one procedure. */
export async function restRoutes(app: FastifyInstance, options: RestOptions) {
  // The uploads take multipart: one file (an image up to MEDIA_MAX_BYTES; a document's own limit is
  // asked per request) and short fields, at most an application's (its cover note: 5,000 characters
  // of up to 4 bytes, and the form's hidden fields).
  await app.register(multipart, {
    limits: { fileSize: options.mediaMaxBytes, files: 1, fields: 24, fieldSize: 24_000, parts: 28 },
  });
  for (const endpoint of PUBLIC_ENDPOINTS) registerEndpoint(app, options, endpoint);
  await app.register(
    async (admin) => {
      for (const endpoint of ADMIN_ENDPOINTS) registerEndpoint(admin, options, endpoint);
    },
    { prefix: "/admin" },
  );
}
