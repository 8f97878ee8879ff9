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
    // Query values stay the text they are. The router's default reads `?q=2026` as a number and
    // writes the string back as `?q=%222026%22`, an address it then redirects to (an empty page here).
    parseSearch: (search) => Object.fromEntries(new URLSearchParams(search)),
    stringifySearch: (search) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(search))
        if (value !== undefined) query.set(key, String(value));
      const text = query.toString();
      return text ? `?${text}` : "";
    },
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
