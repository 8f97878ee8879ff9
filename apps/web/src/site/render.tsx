import type { PreviewContent } from "@staffing/api";
import type { FormOutcome } from "@staffing/shared";
import { RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { type Api, InlineContent, type SiteAssets } from "./context";
import { createSiteRouter } from "./router";

export { canonicalPageAddress } from "./search";

export interface RenderRequest {
  /** The page's canonical address (path and query), see canonicalPageAddress. */
  address: string;
  api: Api;
  siteUrl: string;
  assets: SiteAssets;
  /** The outcome of a form the visitor just sent without JavaScript: the page is theirs alone. */
  outcome?: FormOutcome | null;
  /** Unsaved content to show at /preview/unsaved (the live preview); it is rendered, never stored. */
  unsaved?: PreviewContent | null;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The page's inline scripts and styles, for the hashes of its Content-Security-Policy. */
  inline: { scripts: string[]; styles: string[] };
  /** What a loader failed with, when the page is the error screen (the server may have a better copy). */
  failure?: unknown;
}

/**
 * Renders one public page into a complete HTML document: TanStack Router matches the address, the
 * routes' loaders call the procedures in-process, and React renders the document with its head.
 * Nothing of the router travels to the browser; the islands carry their own props.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const inline = new InlineContent();
  const router = createSiteRouter(
    {
      api: request.api,
      siteUrl: request.siteUrl,
      assets: request.assets,
      outcome: request.outcome ?? null,
      inline,
      unsaved: request.unsaved ?? null,
    },
    request.address,
  );
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  const { matches } = router.state;
  const failed = matches.find((match) => match.status === "error");
  return {
    status: matches.some((match) => match.status === "notFound") ? 404 : failed ? 500 : 200,
    html: html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html>${html}`,
    inline: { scripts: inline.scripts, styles: inline.styles },
    failure: failed?.error,
  };
}
