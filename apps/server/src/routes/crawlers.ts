import { createCaller } from "@staffing/api";
import { buildRobotsTxt, buildSitemapXml } from "@staffing/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { EdgePolicy } from "../caches/edge-policy";
import { sendPublicAnswer } from "../caches/public-answer";
import { SITEMAP_KEYS } from "../caches/public-reads";
import type { RequestContextFactory } from "./trpc";

/** The sitemap, the same at /sitemap.xml and at /api/sitemap.xml (the REST adapter's, `seo.sitemapEntries`). */
export const sendSitemap = async (
  request: FastifyRequest,
  reply: FastifyReply,
  api: ReturnType<typeof createCaller>,
  siteUrl: string,
  edge: EdgePolicy,
) =>
  sendPublicAnswer(request, reply, edge, {
    status: 200,
    contentType: "application/xml; charset=utf-8",
    body: buildSitemapXml(siteUrl, await api.seo.sitemapEntries()),
    keys: SITEMAP_KEYS,
  });

/** What search engines read: the sitemap and robots.txt. */
export async function crawlerRoutes(
  app: FastifyInstance,
  {
    createContext,
    siteUrl,
    edge,
  }: { createContext: RequestContextFactory; siteUrl: string; edge: EdgePolicy },
) {
  app.get("/sitemap.xml", async (request, reply) =>
    sendSitemap(request, reply, createCaller(await createContext({ ip: request.ip })), siteUrl, edge),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildRobotsTxt(siteUrl)),
  );
}
