import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// One config for both builds: the client bundle (hashed assets under /assets, with a manifest the
// server reads) and the server-rendering bundle (`vite build --ssr`).
export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  build: {
    outDir: "dist/client",
    manifest: true,
    rollupOptions: { input: "src/entry-client.tsx" },
  },
  ssr: {
    // Bundled into the server build so Node never loads their browser-only entry points.
    noExternal: ["@mui/material", "@mui/system", "@mui/utils", "@mui/styled-engine", "@staffing/shared"],
  },
});
