import { createCaller } from "@staffing/api";
import { buildRobotsTxt, buildSitemapXml } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import type { RequestContextFactory } from "./trpc";

/** What search engines read: the sitemap (at both of its spec'd paths) and robots.txt. */
export async function crawlerRoutes(
  app: FastifyInstance,
  { createContext, siteUrl }: { createContext: RequestContextFactory; siteUrl: string },
) {
  const sitemap = async (request: { ip: string }) => {
    const api = createCaller(await createContext({ ip: request.ip }));
    return buildSitemapXml(siteUrl, await api.seo.sitemapEntries());
  };
  for (const url of ["/sitemap.xml", "/api/sitemap.xml"]) {
    app.get(url, async (request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(await sitemap(request)),
    );
  }
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildRobotsTxt(siteUrl)),
  );
}
