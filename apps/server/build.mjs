// Bundles the server, our workspace packages and every registry package that can be bundled into
// dist/server.mjs. What cannot be bundled stays external and is this package's `dependencies`: all
// the production image installs (scripts/runtime-tree.mjs). Everything else is a devDependency.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

// Why each runtime package stays outside the bundle.
const RUNTIME_PACKAGES = {
  sharp: "a native addon (libvips)",
  "@node-rs/argon2": "a native addon",
  "@electric-sql/pglite": "loads its WebAssembly and data files from its own folder",
  "@fastify/swagger-ui": "serves Swagger UI's files from its own folder",
  pino: "runs transports in worker threads that load its files by path",
};

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const own = manifest("package.json");
const runtime = Object.keys(own.dependencies).sort();
if (runtime.join() !== Object.keys(RUNTIME_PACKAGES).sort().join())
  throw new Error(
    `apps/server's dependencies (${runtime.join(", ")}) must be exactly the packages build.mjs keeps external: ` +
      "bundled packages are devDependencies.",
  );

// A package our workspace packages use is resolved from here too, so the bundle has one version of it.
const known = { ...own.dependencies, ...own.devDependencies };
for (const name of ["api", "auth", "db", "jobs", "mail", "shared"]) {
  const path = `../../packages/${name}/package.json`;
  for (const dependency of Object.keys(manifest(path).dependencies ?? {})) {
    if (!known[dependency]) throw new Error(`${dependency} (used by ${path}) must also be in apps/server.`);
  }
}

const external = [
  ...runtime,
  // Loaded with a dynamic import only by `pnpm dev` (WEB_DEV): development dependencies, not in the image.
  "@fastify/middie",
  // Optional native helpers that their packages require inside a try, or only when asked for.
  "pg-native",
  "bufferutil",
  "utf-8-validate",
];

await build({
  entryPoints: { server: "src/server.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  // A map for reading a stack offline: Node parsing it at start (--enable-source-maps) would hold
  // some 190 MB for the bundle's lifetime, so production runs without it.
  sourcemap: true,
  sourcesContent: false,
  minifyWhitespace: true,
  // The packages' licence comments go to server.mjs.LEGAL.txt: two of them have non-ASCII names, and
  // one such character makes V8 keep the whole 7 MB source in two bytes a character (some 6 MB more).
  legalComments: "external",
  // CommonJS packages in an ES module bundle: their `require` of Node's modules needs a real one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
