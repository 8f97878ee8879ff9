import createEmotionServer from "@emotion/server/create-instance";
import type { AppRouter, Context } from "@staffing/api";
import { createRequestHandler, RouterServer, renderSsrHtmlResponse } from "@tanstack/react-router/ssr/server";
import { createTRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { renderToString } from "react-dom/server";
import { createEmotionCache } from "./lib/emotion";
import { inProcessLink } from "./lib/in-process-link";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

export interface RenderOptions {
  request: Request;
  /** The procedures, called in-process by the route loaders with this request's context. */
  appRouter: AppRouter;
  context: Context;
  /** The request's CSP nonces, on every inline script and style of the page. */
  scriptNonce: string;
  styleNonce: string;
  entryScript: string;
  siteUrl: string;
}

/** Renders one public page: the full document with its head, inlined critical CSS and loader data. */
export function renderPage(options: RenderOptions): Promise<Response> {
  const { request, appRouter, context, scriptNonce, styleNonce, entryScript, siteUrl } = options;
  const queryClient = createQueryClient();
  // Procedures run in this process, their answers JSON-encoded exactly as over HTTP, so the page
  // renders the same data the browser would fetch.
  const client = createTRPCClient<AppRouter>({ links: [inProcessLink({ router: appRouter, context })] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const emotionCache = createEmotionCache(styleNonce);
  const emotionServer = createEmotionServer(emotionCache);
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ queryClient, trpc, entryScript, emotionCache, siteUrl }, { nonce: scriptNonce }),
  });
  return handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () => {
        const html = renderToString(<RouterServer router={router} />);
        const styles = emotionServer.constructStyleTagsFromChunks(
          emotionServer.extractCriticalToChunks(html),
        );
        return html.replace("</head>", `${styles}</head>`);
      },
    }),
  );
}
