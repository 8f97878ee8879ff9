// What the server's build makes and what it leaves to node_modules, in one place: build.mjs writes the
// bundles, scripts/runtime-tree.mjs installs only EXTERNAL_PACKAGES into the production image, and
// src/declared-dependencies.test.ts checks that `dependencies` covers every package the bundles hold.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const serverDirectory = fileURLToPath(new URL(".", import.meta.url));

/**
 * The runtime packages the bundles cannot hold, each with its reason: the only packages the image's
 * node_modules gets. Every other package of `dependencies` is inside dist/ already.
 */
export const EXTERNAL_PACKAGES = {
  sharp: "a native addon (libvips)",
  "@node-rs/argon2": "a native addon",
  "@electric-sql/pglite": "loads its WebAssembly and data files from its own folder",
  "@electric-sql/pglite-tools": "pg_dump for the embedded database: its WebAssembly from its own folder",
  "@fastify/swagger-ui": "serves Swagger UI's files from its own folder",
  pino: "runs transports in worker threads that load its files by path",
};

// Never loaded by the built server: a development dependency (`pnpm dev` imports @fastify/middie), and
// optional native helpers that their packages require inside a try, or only when asked for.
const NEVER_LOADED = ["@fastify/middie", "pg-native", "bufferutil", "utf-8-validate"];

/** The maintenance commands (src/commands/*.ts): `migrate`, `backup`, ... */
export const COMMANDS = readdirSync(new URL("src/commands", import.meta.url))
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => file.slice(0, -".ts".length))
  .sort();

/** @type {import("esbuild").BuildOptions} */
const common = {
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  outExtension: { ".js": ".mjs" },
  absWorkingDir: serverDirectory,
  // A map for reading a stack offline: Node parsing it at start (--enable-source-maps) would hold
  // some 190 MB for the bundle's lifetime, so production runs without it.
  sourcemap: true,
  sourcesContent: false,
  minifyWhitespace: true,
  // The packages' licence comments go to *.LEGAL.txt: two of them have non-ASCII names, and one such
  // character makes V8 keep the whole 7 MB source in two bytes a character (some 6 MB more).
  legalComments: "external",
  // CommonJS packages in an ES module bundle: their `require` of Node's modules needs a real one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  external: [...Object.keys(EXTERNAL_PACKAGES), ...NEVER_LOADED].flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
};

/**
 * esbuild's options for each bundle: the server (one file, as the image runs it) and the commands.
 * @type {Record<"server" | "commands", import("esbuild").BuildOptions & { absWorkingDir: string }>}
 */
export const BUNDLES = {
  server: { ...common, entryPoints: { server: "src/server.ts" }, outdir: "dist" },
  // The commands share most of their code (config, database, dump), so it is split into chunks.
  commands: {
    ...common,
    entryPoints: Object.fromEntries(COMMANDS.map((name) => [name, `src/commands/${name}.ts`])),
    outdir: "dist/commands",
    splitting: true,
  },
};
