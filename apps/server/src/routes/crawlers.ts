import { createCaller } from "@staffing/api";
import { buildRobotsTxt, buildSitemapXml } from "@staffing/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { RequestContextFactory } from "./trpc";

/** The sitemap, the same at /sitemap.xml and at /api/sitemap.xml (the REST adapter's, `seo.sitemapEntries`). */
export const sendSitemap = async (
  reply: FastifyReply,
  api: ReturnType<typeof createCaller>,
  siteUrl: string,
) =>
  reply
    .status(200)
    .type("application/xml; charset=utf-8")
    .header("cache-control", "public, max-age=300")
    .send(buildSitemapXml(siteUrl, await api.seo.sitemapEntries()));

/** What search engines read: the sitemap and robots.txt. */
export async function crawlerRoutes(
  app: FastifyInstance,
  { createContext, siteUrl }: { createContext: RequestContextFactory; siteUrl: string },
) {
  app.get("/sitemap.xml", async (request, reply) =>
    sendSitemap(reply, createCaller(await createContext({ ip: request.ip })), siteUrl),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildRobotsTxt(siteUrl)),
  );
}
