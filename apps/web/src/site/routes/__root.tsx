import { NAV, siteHead } from "@staffing/shared";
import { createRootRouteWithContext, HeadContent, Outlet, useRouterState } from "@tanstack/react-router";
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_EARLY_SCRIPT } from "../brand-font";
import { artUrl } from "../components/art";
import { builtInLogo } from "../components/Logo";
import { NotFound } from "../components/NotFound";
import { SiteFooter } from "../components/SiteFooter";
import { SiteHeader } from "../components/SiteHeader";
import type { SiteContext } from "../context";
import { Island, PageIslands } from "../islands/Island";
import { islandsLoaderScript } from "../islands-loader";

// Chromium prerenders a public page when the visitor hovers a link to it, so the next page shows at
// once; the panel, the API and the forms' handlers are never prerendered.
const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: ["/admin/*", "/api/*", "/trpc/*", "/auth/*", "/forms/*", "/preview/*", "/*.xml"],
            },
          },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

export const Route = createRootRouteWithContext<SiteContext>()({
  // The company profile and the navigation, read once per render: every route's loader and head, the
  // header, the footer and the sections find them in the context (useCompanyProfile, useNavigation).
  // A page is rendered again after any change to either (the content version moves), so no page
  // shows an older copy.
  beforeLoad: async ({ context: { api } }) => {
    const [profile, navigation] = await Promise.all([api.site.profile(), api.navigation.get()]);
    return { profile, navigation };
  },
  // What every page's head says of the company; a route's own head (seoHead) overrides the fallbacks.
  // A page that is not found brings its own title (NotFound), so the fallback stays out of it.
  // A render whose profile could not be read (beforeLoad failed) is the error screen, and its failure is
  // what the log must name: its head says nothing of the company rather than fail a second time.
  head: ({ match, matches }) =>
    match.context.profile === undefined
      ? {}
      : siteHead(match.context.siteUrl, match.context.profile, {
          builtInLogo,
          withTitle: !matches.some((one) => one.status === "notFound"),
        }),
  component: Document,
  notFoundComponent: () => <NotFound />,
});

/** Every public page: the document with its head, the site's header and footer, and the islands' loader. */
function Document() {
  const { assets, inline, outcome, unsaved, subscriptionLanding } = Route.useRouteContext();
  // The live preview is shown in the panel's frame (srcdoc), under the panel's policy: no inline
  // style or script of this document would apply there, and a frame is never prerendered.
  const framed = unsaved !== null && assets.stylesheet !== undefined;
  const { pathname: path, href } = useRouterState({ select: (state) => state.location });
  return (
    // The live preview shows the brand font at once: no script of the page runs in the panel's frame.
    <html lang="en" {...(framed ? { [BRAND_FONT_ATTRIBUTE]: "" } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13315c" />
        <HeadContent />
        {framed ? null : (
          <script
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own (brand-font.ts).
            dangerouslySetInnerHTML={{ __html: inline.script(BRAND_FONT_EARLY_SCRIPT) }}
          />
        )}
        <link rel="icon" href={artUrl("favicon")} type="image/svg+xml" />
        {framed ? (
          <link rel="stylesheet" href={assets.stylesheet} />
        ) : (
          // The whole site's CSS (a few kilobytes compressed): no request stands before the first paint.
          <style
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet.
            dangerouslySetInnerHTML={{ __html: inline.style(assets.css) }}
          />
        )}
        {assets.dev ? (
          <>
            <script
              type="module"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: `pnpm dev` only: React Refresh's preamble.
              dangerouslySetInnerHTML={{ __html: inline.script(assets.dev.preamble) }}
            />
            {assets.dev.scripts.map((src) => (
              <script key={src} type="module" src={src} />
            ))}
          </>
        ) : null}
        {framed ? (
          <script type="module" src={assets.islandsScript} />
        ) : (
          <script
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own loader's address (islands-loader.ts).
            dangerouslySetInnerHTML={{ __html: inline.script(islandsLoaderScript(assets.islandsScript)) }}
          />
        )}
        {framed ? null : (
          <script
            type="speculationrules"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON of our own.
            dangerouslySetInnerHTML={{ __html: inline.script(SPECULATION_RULES) }}
          />
        )}
      </head>
      <body>
        <PageIslands.Provider value={{ next: 0, reuse: outcome === null }}>
          <a className="skip-link" href="#main">
            {NAV.skipToContent}
          </a>
          <SiteHeader path={path} />
          <main id="main">
            <Outlet />
          </main>
          {/* A newsletter landing page's address carries its link's token: a form sent from it comes
              back to the home page instead. */}
          {/* One sign-up box a page: the blog list has its own, and a newsletter landing page (just
              unsubscribed, just confirmed) asks for nothing. */}
          <SiteFooter
            returnTo={subscriptionLanding ? "/" : href}
            outcome={outcome}
            newsletter={!subscriptionLanding && path !== "/blog"}
          />
          <Island name="toasts" props={{}} />
        </PageIslands.Provider>
      </body>
    </html>
  );
}
