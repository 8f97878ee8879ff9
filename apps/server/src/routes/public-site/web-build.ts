import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderedPage, RenderRequest, SiteAssets } from "@staffing/web/render-contract";

/** The web app as the server uses it: built (production) or served by Vite (development). */
export interface WebBuild {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /** The address a public page is rendered and cached under (unknown query parameters dropped). */
  canonicalPageAddress(url: URL): string;
  assets: SiteAssets;
  /** The admin panel's document (admin.html), for every path under /admin. */
  adminHtml(url: string): Promise<string>;
  /** Where the hashed client assets are, for a build. */
  clientDir?: string;
  /** Vite's middleware, for development. */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  close?: () => Promise<void>;
}

type Manifest = Record<string, { file: string; assets?: string[] }>;

/** The built web app: the client assets and their manifests, the admin's document, the page renderer. */
export async function loadWebBuild(): Promise<WebBuild> {
  const root = path.dirname(createRequire(import.meta.url).resolve("@staffing/web/package.json"));
  const clientDir = path.join(root, "dist/client");
  let manifest: Manifest;
  let adminHtml: string;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, "site-manifest.json"), "utf8"));
    adminHtml = readFileSync(path.join(clientDir, "admin.html"), "utf8");
  } catch {
    throw new Error("The web app is not built: run `pnpm build` first.");
  }
  const islands = manifest["src/site/islands/boot.ts"];
  const stylesheet = manifest["style.css"];
  if (!islands || !stylesheet) throw new Error("The web build has no islands' loader or stylesheet.");
  const renderer = (await import(pathToFileURL(path.join(root, "dist/server/render.js")).href)) as Pick<
    WebBuild,
    "renderPage" | "canonicalPageAddress"
  >;
  return {
    renderPage: renderer.renderPage,
    canonicalPageAddress: renderer.canonicalPageAddress,
    assets: {
      islandsScript: `/${islands.file}`,
      css: readFileSync(path.join(clientDir, stylesheet.file), "utf8"),
      stylesheet: `/${stylesheet.file}`,
    },
    adminHtml: async () => adminHtml,
    clientDir,
  };
}
