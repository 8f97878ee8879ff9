import { RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { InlineContent } from "./context";
import { isGone } from "./errors";
import type { RenderedPage, RenderRequest } from "./render-contract";
import { createSiteRouter } from "./router";

export { canonicalPageAddress } from "./search";

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
      newsletterLanding: request.newsletterLanding ?? null,
      inline,
      unsaved: request.unsaved ?? null,
    },
    request.address,
  );
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  const { matches } = router.state;
  const failed = matches.find((match) => match.status === "error");
  const notFound = matches.find((match) => match.status === "notFound");
  return {
    status: notFound ? (isGone(notFound.error) ? 410 : 404) : failed ? 500 : 200,
    html: html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html>${html}`,
    inline: { scripts: inline.scripts, styles: inline.styles },
    failure: failed?.error,
  };
}
