import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { WebBuild } from "./web-build";

/** Vite's websocket for hot updates, allowed by the development Content-Security-Policy. */
export const DEV_HMR_PORT = 24_678;

// What @vitejs/plugin-react expects before any module it transformed runs (React Fast Refresh).
const REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

/**
 * `pnpm dev`: the web app straight from its sources through Vite in middleware mode, public pages
 * rendered on the server exactly as in production (their styles added by Vite's client), with hot
 * updates in the browser.
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
  const renderer = () =>
    server.ssrLoadModule("/src/site/render.tsx") as Promise<
      Pick<WebBuild, "renderPage" | "canonicalPageAddress">
    >;
  // The address rule is pure; loaded once, it needs no reload.
  const { canonicalPageAddress } = await renderer();
  return {
    assets: {
      islandsScript: "/src/site/islands/boot.ts",
      css: "",
      dev: { scripts: ["/@vite/client", "/src/site/styles.ts"], preamble: REFRESH_PREAMBLE },
    },
    canonicalPageAddress,
    renderPage: async (request) => (await renderer()).renderPage(request),
    adminHtml: async (url) =>
      server.transformIndexHtml(url, await readFile(path.join(root, "admin.html"), "utf8")),
    middleware: server.middlewares,
    close: () => server.close(),
  };
}
