// Writes what the production image runs into a folder (docker/Dockerfile uses it for /app, and
// bench/image-size.mjs measures it): the server bundle (dist/server.mjs), node_modules with only the
// packages that bundle keeps external (apps/server's `dependencies`, see apps/server/build.mjs), and the
// files the bundle reads at run time from our workspace packages: the built web app and the database's
// migrations and demo images. Run it after `pnpm build`:
//
//   node scripts/runtime-tree.mjs /app
import { execFileSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = process.argv[2] && path.resolve(process.argv[2]);
if (!target) throw new Error("usage: node scripts/runtime-tree.mjs <empty folder>");
if (!existsSync(path.join(root, "apps/server/dist/server.mjs"))) throw new Error("run `pnpm build` first");

// Our patch of postgres.js is in the bundle (esbuild bundles the patched package), not in node_modules.
const BUNDLED_PATCHES = ["--config.allow-unused-patches=true"];

execFileSync(
  "pnpm",
  ["--filter", "@staffing/server", "deploy", "--prod", "--legacy", "--offline", ...BUNDLED_PATCHES, target],
  {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  },
);

// The bundle finds these through `@staffing/web/package.json` and `@staffing/db/package.json`.
const files = {
  "@staffing/web": ["package.json", "dist"],
  "@staffing/db": ["package.json", "drizzle", "src/seed/media"],
};
const folders = { "@staffing/web": "apps/web", "@staffing/db": "packages/db" };
for (const [name, paths] of Object.entries(files)) {
  for (const file of paths) {
    cpSync(path.join(root, folders[name], file), path.join(target, "node_modules", name, file), {
      recursive: true,
    });
  }
}
