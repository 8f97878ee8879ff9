import fastifyStatic from "@fastify/static";
import type { MediaStorage } from "@staffing/api";
import { seedMediaFolder } from "@staffing/db";
import { LIBRARY_FILE_NAME } from "@staffing/shared";
import type { FastifyInstance } from "fastify";

// A library file's name is its content's hash: it never changes, so any cache may keep it a year.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * /media: the media library's files from its storage (a directory or a bucket), and the files of the
 * seed folder that pages still name by path (the favicon, images of content seeded before the library).
 */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: MediaStorage }) {
  await app.register(fastifyStatic, { root: seedMediaFolder, prefix: "/media/", maxAge: "1d", index: false });

  app.get<{ Params: { name: string } }>("/media/:name", async (request, reply) => {
    const { name } = request.params;
    if (!LIBRARY_FILE_NAME.test(name)) return reply.sendFile(name, seedMediaFolder);
    const etag = `"${name}"`;
    if (request.headers["if-none-match"] === etag) return reply.status(304).header("etag", etag).send();
    const file = await storage.get(name);
    if (!file) return reply.callNotFound();
    reply
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .type(file.contentType ?? "application/octet-stream");
    if (file.size !== undefined) reply.header("content-length", file.size);
    return reply.send(file.body);
  });
}
