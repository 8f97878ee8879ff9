// Bundles the server and our workspace packages into dist/server.mjs. Packages from the registry
// stay external and load from this package's node_modules, so each must be a dependency here.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const own = manifest("package.json").dependencies;
const workspaceManifests = ["api", "auth", "db", "mail", "shared"].map(
  (name) => `../../packages/${name}/package.json`,
);

const external = new Set();
for (const path of ["package.json", ...workspaceManifests]) {
  for (const name of Object.keys(manifest(path).dependencies ?? {})) {
    if (name.startsWith("@staffing/")) continue;
    if (!own[name]) throw new Error(`${name} (used by ${path}) must also be a dependency of apps/server.`);
    external.add(name);
  }
}

// Loaded with a dynamic import only by `pnpm dev` (WEB_DEV): development dependencies, not in the image.
for (const name of ["@fastify/middie"]) external.add(name);

await build({
  entryPoints: { server: "src/server.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
