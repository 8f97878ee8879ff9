// `pnpm start` runs this first: it builds when nothing is built yet, when a part of the build is missing,
// and when a source is newer than the build (an edit, or a pull: git gives each file it changes the
// time of the pull), so the server never serves a stale build without a word. A second start serves at once.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// What the server loads at start-up: its bundle (apps/server/build.mjs) and the web app's build
// (apps/web/vite.config.ts: the two browser builds, then the renderer).
const BUILT_OUTPUTS = [
  "apps/server/dist/server.mjs",
  "apps/web/dist/client/site-manifest.json",
  "apps/web/dist/client/admin.html",
  "apps/web/dist/server/render.js",
];

// What `pnpm build` reads: the two apps and the workspace packages the server bundles, their manifests
// and configs, and the lockfile (a pull that changes a dependency). Tests and built output are not read.
const SOURCE_FOLDERS = ["apps", "packages"];
const SOURCE_FILES = ["pnpm-lock.yaml"];
const NOT_BUILT_FROM = new Set(["node_modules", "dist", "test"]);
// The published API client is built by its own package (`npm pack`), not by `pnpm build`.
const NOT_BUILT = new Set([path.join("packages", "client")]);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

const root = fileURLToPath(new URL("..", import.meta.url));

/** The newest file the build reads, and its time; undefined when there is none. */
function newestSource() {
  let newest;
  const consider = (file) => {
    const modified = statSync(file).mtimeMs;
    if (!newest || modified > newest.modified) newest = { file, modified };
  };
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.name.startsWith(".") || NOT_BUILT_FROM.has(entry.name)) continue;
      if (NOT_BUILT.has(path.relative(root, full))) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !TEST_FILE.test(entry.name)) consider(full);
    }
  };
  for (const folder of SOURCE_FOLDERS) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) consider(path.join(root, file));
  return newest;
}

/** Why the build must run, in one line; undefined when it is whole and newer than every source. */
function reasonToBuild() {
  const missing = BUILT_OUTPUTS.filter((output) => !existsSync(path.join(root, output)));
  if (missing.length > 0)
    return `Not built yet (no ${missing.join(", ")}): building once; \`pnpm build\` rebuilds.`;
  const builtAt = Math.min(...BUILT_OUTPUTS.map((output) => statSync(path.join(root, output)).mtimeMs));
  const newest = newestSource();
  if (newest && newest.modified > builtAt) {
    return `${path.relative(root, newest.file)} is newer than the build: building again (\`pnpm build\`).`;
  }
  return undefined;
}

const reason = reasonToBuild();
if (reason) {
  console.log(reason);
  // Windows finds pnpm as pnpm.cmd, through a shell.
  const build = spawnSync("pnpm", ["build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exitCode = build.status ?? 1;
}
