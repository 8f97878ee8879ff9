// The production image's /app, measured: scripts/runtime-tree.mjs writes what docker/Dockerfile copies
// to /app into a temporary folder, and `du` sizes it as it sizes a folder on disk. node_modules holds only
// the packages the bundles keep external (apps/server/bundle.mjs), however many the server declares. A benchmark,
// not a test: it prints a table. Run it after `pnpm build`:
//
//   pnpm --filter @staffing/bench bench:image
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TARGET_MB = 150;
const runtimeTree = fileURLToPath(new URL("../scripts/runtime-tree.mjs", import.meta.url));

const folder = mkdtempSync(path.join(tmpdir(), "staffing-image-"));
const app = path.join(folder, "app");
try {
  execFileSync(process.execPath, [runtimeTree, app], { stdio: ["ignore", "ignore", "inherit"] });
  const megabytes = (target) =>
    Number(execFileSync("du", ["-sk", target], { encoding: "utf8" }).split("\t")[0]) / 1024;
  const nodeModules = megabytes(path.join(app, "node_modules"));

  console.log("\nThe production image's /app (scripts/runtime-tree.mjs, as docker/Dockerfile writes it)");
  console.table([
    {
      what: "node_modules",
      MB: Math.round(nodeModules),
      target: `<= ${TARGET_MB} MB`,
      met: nodeModules <= TARGET_MB,
    },
    {
      what: "dist/commands (the maintenance commands' bundles and maps)",
      MB: Math.round(megabytes(path.join(app, "dist/commands"))),
    },
    {
      what: "dist, all (the server bundle and its source map, the commands)",
      MB: Math.round(megabytes(path.join(app, "dist"))),
    },
  ]);
  const store = path.join(app, "node_modules/.pnpm");
  const largest = readdirSync(store)
    .filter((name) => name !== "node_modules" && name !== "lock.yaml")
    .map((name) => ({ package: name, MB: Number(megabytes(path.join(store, name)).toFixed(1)) }))
    .sort((a, b) => b.MB - a.MB)
    .slice(0, 6);
  console.log("Largest packages in it");
  console.table(largest);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
