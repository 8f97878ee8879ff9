import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { CASCADE_LAYERS, themeCss } from "./src/theme/css-variables.ts";

const THEME_CSS = "virtual:theme.css";

/** The theme's tokens as CSS custom properties, generated from the one theme (src/theme). */
function themeVariables(): Plugin {
  return {
    name: "theme-variables",
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : null),
    load: (id) => (id === `\0${THEME_CSS}` ? themeCss() : null),
  };
}

/**
 * The site's stylesheet opens with the order of its cascade layers (the base, then the shared building
 * blocks; components unlayered above both), wherever the bundler puts the modules that use them.
 */
function cascadeLayerOrder(): Plugin {
  return {
    name: "cascade-layer-order",
    enforce: "post",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && file.fileName.endsWith(".css"))
          file.source = `${CASCADE_LAYERS}${file.source}`;
      }
    },
  };
}

const SITE_ENTRIES: Record<string, string> = {
  islands: "src/site/islands/boot.ts",
  site: "src/site/styles.ts",
};
const ADMIN_ENTRIES: Record<string, string> = { admin: "admin.html" };

// Two faces:
// - the public site: documents rendered on the server (src/site/render.tsx, the `--ssr` build) with
//   one stylesheet (every CSS file of the site; the server inlines it in each page) and the islands'
//   loader (src/site/islands/boot.ts), which fetches an island's code when a visitor comes to it;
// - the admin panel (`--mode admin`): a client-rendered app (admin.html, src/admin/main.tsx).
// Both browser builds write to dist/client, each with its own manifest.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  const admin = mode === "admin";
  return {
    plugins: [
      tanstackRouter({
        target: "react",
        routesDirectory: "src/site/routes",
        generatedRouteTree: "src/site/routeTree.gen.ts",
        // Public routes render on the server only: nothing to split.
        autoCodeSplitting: false,
      }),
      tanstackRouter({
        target: "react",
        routesDirectory: "src/admin/routes",
        generatedRouteTree: "src/admin/routeTree.gen.ts",
        autoCodeSplitting: true,
        // A screen is its route's component and its pendingComponent (shown while a slow loader waits):
        // one chunk for both.
        codeSplittingOptions: {
          defaultBehavior: [["component", "pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
        },
      }),
      react(),
      themeVariables(),
      ...(admin ? [] : [cascadeLayerOrder()]),
    ],
    // `~/admin/...`, `~/site/...`, `~/theme/...`: the source root's alias, from tsconfig.base.web.json.
    resolve: { tsconfigPaths: true },
    css: {
      // Class names the same in the server's and the browser's build (both hash the same file).
      modules: { generateScopedName: "[local]_[hash:base64:5]" },
    },
    build: {
      outDir: isSsrBuild ? "dist/server" : "dist/client",
      manifest: admin ? "admin-manifest.json" : "site-manifest.json",
      // The two browser builds share the folder.
      emptyOutDir: !admin,
      // Assets keep their own files, so the server's build and the browser's name them alike.
      assetsInlineLimit: 0,
      // One stylesheet for the site: an island's code never fetches CSS of its own.
      cssCodeSplit: admin,
      // The admin's largest chunks (the editor, the charts) load only on their screens.
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        input: isSsrBuild ? undefined : admin ? ADMIN_ENTRIES : SITE_ENTRIES,
        // src/site/styles.ts exports the CSS modules of the pages the server renders, so their styles
        // reach the one stylesheet although no browser code reads their class names.
        preserveEntrySignatures: "exports-only",
      },
    },
    // The server's build is production code wherever it runs (`pnpm start` without NODE_ENV too):
    // React's development build checks every element and keeps owner stacks, several times slower.
    define: isSsrBuild && command === "build" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
    ssr: {
      // The server's build holds every package it uses (React, the router, Radix...), so the production
      // image needs none of the web app's dependencies. Vite's development server loads them as usual,
      // with only the workspace's TypeScript sources transformed.
      noExternal: command === "build" ? true : ["@staffing/shared"],
    },
  };
});
