import type { EmotionCache } from "@emotion/react";
import type { AppRouter } from "@staffing/api";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { routeTree } from "./routeTree.gen";

/** What every route's loader and component can reach, on the server and in the browser alike. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
  /** The site's absolute address (PUBLIC_SITE_URL), for canonical links. */
  siteUrl: string;
  /** The client entry script, as the browser must load it. */
  entryScript: string;
  /** Where MUI's styles go: collected for inlining on the server, adopted in the browser. */
  emotionCache: EmotionCache;
}

/**
 * A new router per server request (never shared between visitors). What the loaders return travels
 * in the page (the router dehydrates it), so the browser does not fetch it again. The query cache
 * the loaders fill stays on the server: every public screen renders from its loader's data, and
 * sending the cache too carried each post twice in its page.
 */
export function createAppRouter(context: RouterContext, options: { nonce?: string } = {}) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    scrollRestoration: true,
    ssr: { nonce: options.nonce },
    // biome-ignore lint/correctness/noComponentHookFactories: Wrap must close over this request's query client.
    Wrap: ({ children }) => (
      <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>
    ),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
