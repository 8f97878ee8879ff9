import type { createCaller, PreviewContent } from "@staffing/api";
import type { SiteAssets } from "@staffing/web/render-contract";
import { hashSource } from "./page-cache";
import type { WebBuild } from "./web-build";

/**
 * The site's route that shows unsaved content: it reads the content from the render's context
 * (apps/web/src/site/routes/preview/unsaved.tsx), never from a procedure, so nothing is stored.
 */
export const LIVE_PREVIEW_ADDRESS = "/preview/unsaved";

export interface LivePreviewPage {
  html: string;
  /** The document's own Content-Security-Policy, for when it is opened as it is. */
  csp: string;
}

/** Renders unsaved content as visitors would see it, with the calling staff member's procedures. */
export type LivePreviewRenderer = (
  api: ReturnType<typeof createCaller>,
  content: PreviewContent,
) => Promise<LivePreviewPage>;

/**
 * The live preview's renderer: the site's own renderer and route tree, so the preview is what the
 * page will be. The panel shows the document in a frame's srcdoc, where the panel's policy governs
 * it (no inline script or style of another document, no <base>): so the document's stylesheet,
 * scripts and font are linked at absolute addresses of the site, and nothing of it is inline.
 */
export function livePreviewRenderer(options: {
  web: WebBuild;
  siteUrl: string;
  pagePolicy(sources: { scripts: string[]; styles: string[] }): string;
}): LivePreviewRenderer {
  const { web, siteUrl } = options;
  const assets = framedAssets(web.assets, siteUrl);
  return async (api, content) => {
    const page = await web.renderPage({
      address: LIVE_PREVIEW_ADDRESS,
      api,
      siteUrl,
      assets,
      unsaved: content,
    });
    if (page.failure !== undefined) throw page.failure;
    if (page.status !== 200) throw new Error(`The live preview rendered with status ${page.status}.`);
    const csp = options.pagePolicy({
      scripts: page.inline.scripts.map(hashSource),
      styles: page.inline.styles.map(hashSource),
    });
    return { html: page.html, csp };
  };
}

/** The site's assets at absolute addresses: a document in a srcdoc or blob: frame has no address of its own. */
function framedAssets(assets: SiteAssets, siteUrl: string): SiteAssets {
  const absolute = (path: string) => (path.startsWith("/") ? `${siteUrl}${path}` : path);
  return {
    ...assets,
    islandsScript: absolute(assets.islandsScript),
    stylesheet: assets.stylesheet && absolute(assets.stylesheet),
    dev: assets.dev && { ...assets.dev, scripts: assets.dev.scripts.map(absolute) },
  };
}
