import type { AppRouter } from "@staffing/api";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { authorizationHeader } from "./lib/auth-token";
import { createEmotionCache } from "./lib/emotion";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/trpc", headers: authorizationHeader })],
  }),
  queryClient,
});
// Styles added in the browser carry the nonce the server gave this page's styles.
const styleNonce = document.querySelector<HTMLStyleElement>("style[data-emotion]")?.nonce || undefined;
const router = createAppRouter({
  queryClient,
  trpc,
  entryScript: new URL(import.meta.url).pathname,
  siteUrl: window.location.origin,
  emotionCache: createEmotionCache(styleNonce),
});

// As a transition, hydration yields to the browser between components instead of blocking it in one
// long task, so a visitor's first tap is not kept waiting (Lighthouse's total blocking time).
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
