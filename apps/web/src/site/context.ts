import type { createCaller, PreviewContent } from "@staffing/api";
import type { FormOutcome, SubscriptionLanding } from "@staffing/shared";

/** The procedures, called in-process with the request's context (never over HTTP). */
export type Api = ReturnType<typeof createCaller>;

/** What the built client gives every page: the islands' loader and the stylesheet. */
export interface SiteAssets {
  /** The islands' loader, a module script. */
  islandsScript: string;
  /** The whole site's CSS, inlined in each page. */
  css: string;
  /** The same CSS as a file's address (a build's): what the live preview links instead. */
  stylesheet?: string | undefined;
  /** `pnpm dev`: Vite's client and React Refresh's preamble, before the islands' loader. */
  dev?: { scripts: string[]; preamble: string } | undefined;
}

/**
 * The inline scripts and styles a page carries. The page's Content-Security-Policy lists their
 * hashes, so a cached page is the same bytes for every visitor (no per-request nonce).
 */
export class InlineContent {
  readonly scripts: string[] = [];
  readonly styles: string[] = [];
  script(text: string): string {
    this.scripts.push(text);
    return text;
  }
  style(text: string): string {
    this.styles.push(text);
    return text;
  }
}

/** What every public route's loader and component can reach while the server renders it. */
export interface SiteContext {
  api: Api;
  /** The site's absolute address (PUBLIC_SITE_URL), for canonical links. */
  siteUrl: string;
  assets: SiteAssets;
  /** The outcome of a form this visitor just sent without JavaScript, shown once. */
  outcome: FormOutcome | null;
  /** What a newsletter link the visitor followed came to (the server followed it): that page alone shows it. */
  subscriptionLanding: SubscriptionLanding | null;
  inline: InlineContent;
  /**
   * The live preview's unsaved page or post (POST /api/admin/preview), shown by /preview/unsaved;
   * null on every other render. The document is then shown in the panel's frame.
   */
  unsaved: PreviewContent | null;
}
