import { createRequire } from "node:module";
import path from "node:path";
import type { WebBuild } from "./public-site";

/** Vite's websocket for hot updates, allowed by the development Content-Security-Policy. */
export const DEV_HMR_PORT = 24_678;

/**
 * `pnpm dev`: the web app straight from its sources through Vite in middleware mode, rendered on
 * the server exactly as in production, with hot updates in the browser.
 */
export async function loadWebDev(): Promise<WebBuild> {
  const webRequire = createRequire(createRequire(import.meta.url).resolve("@staffing/web/package.json"));
  const root = path.dirname(webRequire.resolve("@staffing/web/package.json"));
  const vite = (await import(webRequire.resolve("vite"))) as typeof import("vite");
  const server = await vite.createServer({
    root,
    server: { middlewareMode: true, hmr: { port: DEV_HMR_PORT } },
    appType: "custom",
  });
  return {
    entryScript: "/src/entry-client.tsx",
    middleware: server.middlewares,
    close: () => server.close(),
    renderPage: async (options) => {
      const module = (await server.ssrLoadModule("/src/entry-server.tsx")) as Pick<WebBuild, "renderPage">;
      return module.renderPage(options);
    },
  };
}
