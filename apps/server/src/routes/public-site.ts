import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { type AppRouter, appRouter, type Context } from "@staffing/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RequestContextFactory } from "./trpc";

interface RenderOptions {
  request: Request;
  appRouter: AppRouter;
  context: Context;
  scriptNonce: string;
  styleNonce: string;
  entryScript: string;
  siteUrl: string;
}
type RenderPage = (options: RenderOptions) => Promise<Response>;

/** The built web app: hashed client assets, the manifest naming them, and the page renderer. */
export async function loadWebBuild() {
  const root = path.dirname(createRequire(import.meta.url).resolve("@staffing/web/package.json"));
  const clientDir = path.join(root, "dist/client");
  let manifest: Record<string, { file: string; isEntry?: boolean }>;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"));
  } catch {
    throw new Error("The web app is not built: run `pnpm build` first.");
  }
  const entry = manifest["src/entry-client.tsx"];
  if (!entry) throw new Error("The web build has no client entry.");
  const server = (await import(pathToFileURL(path.join(root, "dist/server/entry-server.js")).href)) as {
    renderPage: RenderPage;
  };
  return { clientDir, entryScript: `/${entry.file}`, renderPage: server.renderPage };
}

export type WebBuild = Awaited<ReturnType<typeof loadWebBuild>>;

// Paths that belong to the API: an unknown one there is a JSON 404, never a page.
const API_PREFIXES = ["/api/", "/trpc/", "/auth/", "/media/", "/assets/"];

/** Every other GET is a page of the public site, rendered on the server. */
export async function publicSiteRoutes(
  app: FastifyInstance,
  { web, createContext, siteUrl }: { web: WebBuild; createContext: RequestContextFactory; siteUrl: string },
) {
  await app.register(fastifyStatic, {
    root: path.join(web.clientDir, "assets"),
    prefix: "/assets/",
    decorateReply: false,
    index: false,
    // Names carry a content hash, so a file never changes under its name.
    immutable: true,
    maxAge: "365d",
  });

  app.get("/*", async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
    const context = await createContext({ ip: request.ip });
    const response = await web.renderPage({
      request: toFetchRequest(request, siteUrl),
      appRouter,
      context,
      scriptNonce: reply.cspNonce.script,
      styleNonce: reply.cspNonce.style,
      entryScript: web.entryScript,
      siteUrl,
    });
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    return reply.send(await response.text());
  });
}

function toFetchRequest(request: FastifyRequest, siteUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(new URL(request.url, siteUrl), { method: "GET", headers });
}
