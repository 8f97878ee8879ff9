import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// MUI's `createTheme` and `ThemeProvider` import the CSS-theme-variables machinery unconditionally and
// choose it at run time, so it ships to every page although our theme (no `cssVariables`, no
// `colorSchemes`) never takes that branch: about 6 KB of gzipped JavaScript. Upstream saw the same for
// its default theme (mui/material-ui#48607). In the browser build those two imports resolve to stand-ins
// that fail loudly, should the theme ever turn CSS variables on.
const STAND_INS: Record<string, string> = {
  "./createThemeWithVars.mjs": `export default function createThemeWithVars() {
  throw new Error("CSS theme variables are left out of this build (apps/web/vite.config.ts).");
}`,
  "./ThemeProviderWithVars.mjs": `export function CssVarsProvider() {
  throw new Error("CSS theme variables are left out of this build (apps/web/vite.config.ts).");
}`,
};
const IMPORTERS = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const PREFIX = "\0mui-without-css-variables:";

function muiWithoutCssVariables(): Plugin {
  return {
    name: "mui-without-css-variables",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (importer && IMPORTERS.test(importer) && source in STAND_INS) return PREFIX + source;
      return null;
    },
    load(id) {
      if (id.startsWith(PREFIX)) return STAND_INS[id.slice(PREFIX.length)];
      return null;
    },
  };
}

// One config for both builds: the client bundle (hashed assets under /assets, with a manifest the
// server reads) and the server-rendering bundle (`vite build --ssr`).
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's pending screen comes with its component (both load as the route is entered) rather
      // than with every page's script.
      codeSplittingOptions: {
        defaultBehavior: [["component", "pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    // emotion's JSX runtime, for the `css` prop of lib/static-css.ts (elements without one go
    // straight to React's).
    react({ jsxImportSource: "@emotion/react" }),
    muiWithoutCssVariables(),
  ],
  build: {
    outDir: "dist/client",
    manifest: true,
    // The script every page runs is one file of about 530 kB (165 kB gzipped); bench/public-pages.mjs
    // holds it to the budget that matters, the gzipped one.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: "src/entry-client.tsx",
      // Packages that declare no `sideEffects` but have none, so what we do not use of them is left out:
      // tRPC's unused links (WebSocket, streaming), and hoist-non-react-statics, which only emotion's
      // unused `withTheme` calls.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/].*(@trpc|hoist-non-react-statics)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // What every page runs before it is interactive travels as one file: many small shared
        // chunks would each cost a request and compress worse than the same code together.
        codeSplitting: { groups: [{ name: "site", tags: ["$initial"] }] },
      },
    },
  },
  ssr: {
    // Bundled into the server build so Node never loads their browser-only entry points.
    noExternal: ["@mui/material", "@mui/system", "@mui/utils", "@mui/styled-engine", "@staffing/shared"],
  },
});
