import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import { theme } from "../lib/theme";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => ({
    meta: [{ charSet: "utf-8" }, { name: "viewport", content: "width=device-width, initial-scale=1" }],
    scripts: [{ type: "module", src: match.context.entryScript }],
  }),
  component: RootDocument,
});

function RootDocument() {
  const { emotionCache } = Route.useRouteContext();
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <Outlet />
          </ThemeProvider>
        </CacheProvider>
        <Scripts />
      </body>
    </html>
  );
}
