// `pnpm start` runs this first: it builds only when nothing is built yet, so a second start serves at
// once. `pnpm build` rebuilds (after a pull or an edit).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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

const root = fileURLToPath(new URL("..", import.meta.url));
const missing = BUILT_OUTPUTS.filter((output) => !existsSync(path.join(root, output)));
if (missing.length > 0) {
  console.log(`Not built yet (no ${missing.join(", ")}): building once; \`pnpm build\` rebuilds.`);
  // Windows finds pnpm as pnpm.cmd, through a shell.
  const build = spawnSync("pnpm", ["build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exitCode = build.status ?? 1;
}
