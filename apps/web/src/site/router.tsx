import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import type { SiteContext } from "./context";
import { routeTree } from "./routeTree.gen";

/** A router for one request: the public site is rendered on the server, never routed in the browser. */
export function createSiteRouter(context: SiteContext, url: string) {
  return createRouter({
    routeTree,
    context,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
