// Writes what the production image runs into a folder (docker/Dockerfile uses it for /app, and
// bench/image-size.mjs measures it): the server and the maintenance commands' bundles (apps/server/dist),
// node_modules with only the packages those bundles keep external (EXTERNAL_PACKAGES in
// apps/server/bundle.mjs), the files the bundles read at run time from our workspace packages (the built
// web app, the database's migrations and demo images), and a package.json whose scripts are the root's
// maintenance commands (`db:migrate`, `db:backup`...) pointed at their bundles. Run it after `pnpm build`:
//
//   node scripts/runtime-tree.mjs /app
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COMMANDS, EXTERNAL_PACKAGES } from "../apps/server/bundle.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = process.argv[2] && path.resolve(process.argv[2]);
if (!target) throw new Error("usage: node scripts/runtime-tree.mjs <empty folder>");
if (!existsSync(path.join(root, "apps/server/dist/server.mjs"))) throw new Error("run `pnpm build` first");
const manifestOf = (folder) => JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));

// The server's `dependencies` declare everything its bundles hold (for audits and SBOMs); the image
// installs only the external ones: scripts/runtime-pnpmfile.cjs narrows the manifest for this deploy.
// pnpm's deploy resolves again (at the lockfile's versions: checked below), which needs the packages'
// metadata: from pnpm's cache when it has them, else from the registry (`pnpm fetch` stores none).
// Our patch of postgres.js is in the bundle (esbuild bundles the patched package), not in node_modules.
execFileSync(
  "pnpm",
  [
    "--filter",
    "@staffing/server",
    "deploy",
    "--prod",
    "--legacy",
    "--prefer-offline",
    "--config.allow-unused-patches=true",
    `--config.pnpmfile=${path.join(root, "scripts/runtime-pnpmfile.cjs")}`,
    target,
  ],
  {
    cwd: root,
    env: { ...process.env, STAFFING_EXTERNAL_PACKAGES: JSON.stringify(Object.keys(EXTERNAL_PACKAGES)) },
    stdio: ["ignore", "ignore", "inherit"],
  },
);

// Only what the lockfile holds: each package of the deploy at a version the workspace installed from it.
const versionsIn = (folder) =>
  new Set(readdirSync(path.join(folder, "node_modules/.pnpm")).map((entry) => entry.replace(/_.*$/, "")));
const locked = versionsIn(root);
const unlocked = [...versionsIn(target)].filter((entry) => entry.includes("@") && !locked.has(entry));
if (unlocked.length > 0)
  throw new Error(`The deploy resolved versions the lockfile does not hold: ${unlocked.join(", ")}`);

// The bundles find these through `@staffing/web/package.json` and `@staffing/db/package.json`.
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

// The root's maintenance commands run from their sources (`tsx apps/server/src/commands/backup.ts`); in
// the image the same names run the bundles: `npm run db:backup -- /backups/site.sql`. Node's V8 flags
// before the file (`--max-semi-space-size=2`: the backup commands' bounded memory) are kept; tsx's own
// options are left out; the command's arguments after it are kept.
const COMMAND_SCRIPT = /^tsx ((?:-\S+ )*)apps\/server\/src\/commands\/([\w-]+)\.ts((?: \S+)*)$/;
const V8_FLAG = /^--max-(?:semi|old)-space-size=\d+$/;
const commands = Object.entries(manifestOf(root).scripts).flatMap(([script, line]) => {
  const [, options = "", command, args = ""] = COMMAND_SCRIPT.exec(line) ?? [];
  const flags = options
    .split(" ")
    .filter((option) => V8_FLAG.test(option))
    .map((flag) => `${flag} `)
    .join("");
  if (!command) {
    if (line.includes("apps/server/src/commands/"))
      throw new Error(`${script}: not a command line the image knows`);
    return [];
  }
  if (!COMMANDS.includes(command)) throw new Error(`${script} runs a command that is not built: ${command}`);
  return [[script, `node ${flags}dist/commands/${command}.mjs${args}`]];
});
const server = manifestOf(target);
const installed = Object.keys(EXTERNAL_PACKAGES).sort();
writeFileSync(
  path.join(target, "package.json"),
  `${JSON.stringify(
    {
      name: server.name,
      version: server.version,
      private: true,
      description: server.description,
      type: "module",
      scripts: Object.fromEntries(commands),
      // What node_modules holds, at the versions installed (the rest is inside dist/).
      dependencies: Object.fromEntries(
        installed.map((name) => [name, manifestOf(path.join(target, "node_modules", name)).version]),
      ),
    },
    null,
    2,
  )}\n`,
);
