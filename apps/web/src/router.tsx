import type { EmotionCache } from "@emotion/react";
import type { AppRouter } from "@staffing/api";
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
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
 * A new router per server request (never shared between visitors). Loader data lives in the
 * query cache, which the server dehydrates into the page so the browser does not fetch it again.
 */
export function createAppRouter(context: RouterContext, options: { nonce?: string } = {}) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    scrollRestoration: true,
    ssr: { nonce: options.nonce },
    // The cache holds only JSON (answers are JSON-encoded even in-process); the router's serializer
    // cannot prove that from react-query's types, hence the cast.
    dehydrate: () => ({ queryState: dehydrate(context.queryClient) }) as never,
    hydrate: (dehydrated: { queryState: DehydratedState }) => {
      hydrate(context.queryClient, dehydrated.queryState);
    },
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
