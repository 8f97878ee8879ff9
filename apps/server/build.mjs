// Bundles the server and our workspace packages into dist/server.mjs; packages from the
// registry stay external and load from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const external = new Set();
for (const manifest of [
  "package.json",
  "../../packages/api/package.json",
  "../../packages/auth/package.json",
  "../../packages/db/package.json",
  "../../packages/shared/package.json",
]) {
  const { dependencies = {} } = JSON.parse(readFileSync(new URL(manifest, import.meta.url), "utf8"));
  for (const name of Object.keys(dependencies)) if (!name.startsWith("@staffing/")) external.add(name);
}

await build({
  entryPoints: { server: "src/server.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
