import { CacheProvider } from "@emotion/react";
import Container from "@mui/material/Container";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { NOT_FOUND } from "@staffing/shared";
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useLocation,
} from "@tanstack/react-router";
import { useEffect } from "react";
import { SiteFooter } from "../components/site/SiteFooter";
import { SiteHeader } from "../components/site/SiteHeader";
import { RouterButton } from "../lib/links";
import { siteTheme } from "../lib/theme";
import { ToastProvider } from "../lib/toast";
import type { RouterContext } from "../router";

// `pnpm dev` only: Vite's client and the React Fast Refresh preamble that @vitejs/plugin-react expects.
const DEV_SCRIPTS = [
  {
    type: "module",
    children: `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`,
  },
  { type: "module", src: "/@vite/client" },
];

export const Route = createRootRouteWithContext<RouterContext>()({
  // The site's absolute address travels with the page, so canonical links match on both sides.
  loader: ({ context }) => ({ siteUrl: context.siteUrl }),
  head: ({ match }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#13315c" },
    ],
    links: [{ rel: "icon", href: "/media/favicon.svg", type: "image/svg+xml" }],
    scripts: [
      // Before any module loads: zod must not probe `new Function`, which the CSP forbids and reports.
      { children: "globalThis.__zod_globalConfig={jitless:true}" },
      ...(import.meta.env.DEV ? DEV_SCRIPTS : []),
      { type: "module", src: match.context.entryScript },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFound,
});

function RootDocument() {
  const { emotionCache } = Route.useRouteContext();
  // The admin panel has its own shell instead of the site's header and footer.
  const inAdmin = useLocation({ select: (location) => /^\/admin(\/|$)/.test(location.pathname) });
  // Marks the page interactive, for browser tests that must not click before hydration.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={siteTheme}>
            <CssBaseline />
            <ToastProvider>
              {inAdmin ? (
                <Outlet />
              ) : (
                <>
                  <SiteHeader />
                  <main id="main">
                    <Outlet />
                  </main>
                  <SiteFooter />
                </>
              )}
            </ToastProvider>
          </ThemeProvider>
        </CacheProvider>
        <Scripts />
      </body>
    </html>
  );
}

export function NotFound() {
  return (
    <Container sx={{ py: 12, textAlign: "center" }}>
      <title>{NOT_FOUND.title}</title>
      <meta name="robots" content="noindex" />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {NOT_FOUND.title}
      </Typography>
      <Typography sx={{ mb: 4 }} color="text.secondary">
        {NOT_FOUND.text}
      </Typography>
      <RouterButton to="/" variant="contained">
        {NOT_FOUND.home}
      </RouterButton>
    </Container>
  );
}
