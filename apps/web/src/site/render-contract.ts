import type { PreviewContent } from "@staffing/api";
import type { FormOutcome, SubscriptionLanding } from "@staffing/shared";
import type { Api, SiteAssets } from "./context";

// What the server hands the site's renderer (render.tsx) and gets back. The server imports these
// types from here (`@staffing/web/render-contract`), so this file and what it imports stay free of
// the browser, React and Vite: the server type-checks them too.

export type { SiteAssets };

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
  /** A newsletter landing page's outcome (the address is that page's): rendered for this visitor alone. */
  subscriptionLanding?: SubscriptionLanding | null;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The page's inline scripts and styles, for the hashes of its Content-Security-Policy. */
  inline: { scripts: string[]; styles: string[] };
  /** What a loader failed with, when the page is the error screen (the server may have a better copy). */
  failure?: unknown;
}
