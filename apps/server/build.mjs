// Bundles the server (dist/server.mjs) and the maintenance commands (dist/commands/*.mjs) with our
// workspace packages and every registry package that can be bundled; bundle.mjs names the few that stay
// external. Every package the bundles hold is declared in `dependencies` (directly or through another
// one), so audits, licence lists and SBOMs see it: the build fails when one is missing.
import { readFileSync } from "node:fs";
import { build } from "esbuild";
import { BUNDLES, EXTERNAL_PACKAGES } from "./bundle.mjs";
import { undeclaredPackages } from "./declared-dependencies.mjs";

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const own = manifest("package.json");
const dependencies = Object.keys(own.dependencies);

const notDeclared = Object.keys(EXTERNAL_PACKAGES).filter((name) => !own.dependencies[name]);
if (notDeclared.length > 0)
  throw new Error(`apps/server's dependencies must name the external packages: ${notDeclared.join(", ")}.`);

// A package our workspace packages use is a dependency here too, so the bundle has one version of it.
for (const name of ["api", "auth", "db", "jobs", "mail", "shared"]) {
  const path = `../../packages/${name}/package.json`;
  for (const dependency of Object.keys(manifest(path).dependencies ?? {})) {
    if (!own.dependencies[dependency])
      throw new Error(`${dependency} (used by ${path}) must also be in apps/server.`);
  }
}

// Both bundles' inputs, checked at once (the bundles share a working directory).
const inputs = {};
for (const options of Object.values(BUNDLES)) {
  const { metafile } = await build({ ...options, metafile: true });
  Object.assign(inputs, metafile.inputs);
}
const missing = undeclaredPackages(
  { inputs },
  { workingDirectory: BUNDLES.server.absWorkingDir, dependencies },
);
if (missing.length > 0)
  throw new Error(
    `The bundles hold packages that apps/server's dependencies do not bring: ${missing.join(", ")}. ` +
      "Add the package the server imports to `dependencies`.",
  );
