// Every package inside the bundles must be a production dependency of this package, directly or through
// another one, so `pnpm audit --prod`, `pnpm licenses list --prod` and `pnpm sbom --prod` see what runs
// in production although the image installs only the external packages (bundle.mjs).
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";

const readManifest = (directory) => JSON.parse(readFileSync(path.join(directory, "package.json"), "utf8"));

/** Where `name` is installed for the package in `directory`, as Node would find it; or undefined. */
function installedDirectory(directory, name) {
  for (let folder = directory; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return realpathSync(candidate);
    if (path.dirname(folder) === folder) return undefined;
  }
}

/**
 * The folders of every package production installs for the package in `directory` given these
 * `dependencies` names: them and, through each one's manifest, everything they depend on (optional and
 * peer dependencies, and peers declared only as optional, included where installed).
 */
export function productionClosure(directory, dependencies) {
  const seen = new Set([realpathSync(directory)]);
  const pending = dependencies.map((name) => [realpathSync(directory), name]);
  while (pending.length > 0) {
    const [from, name] = pending.pop();
    const found = installedDirectory(from, name);
    if (!found || seen.has(found)) continue;
    seen.add(found);
    const manifest = readManifest(found);
    for (const field of [
      "dependencies",
      "optionalDependencies",
      "peerDependencies",
      "peerDependenciesMeta",
    ]) {
      for (const next of Object.keys(manifest[field] ?? {})) pending.push([found, next]);
    }
  }
  return seen;
}

/** The package a bundled file belongs to: the nearest folder above it whose package.json has a name. */
function packageOf(file) {
  for (let folder = path.dirname(file); path.dirname(folder) !== folder; folder = path.dirname(folder)) {
    if (!existsSync(path.join(folder, "package.json"))) continue;
    const { name, version } = readManifest(folder);
    // Some packages mark a subfolder's module type with a package.json that has no name.
    if (name) return { directory: realpathSync(folder), label: `${name}@${version}` };
  }
  return undefined;
}

/**
 * The packages esbuild put into a bundle (from its metafile, whose input paths are relative to
 * `workingDirectory`) that the production closure of `dependencies` does not hold, as `name@version`.
 */
export function undeclaredPackages(metafile, { workingDirectory, dependencies }) {
  const closure = productionClosure(workingDirectory, dependencies);
  const missing = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    // esbuild's own namespaces: "(disabled):fs" (a browser field's stub), "<define:...>".
    if (/^[(<]/.test(input)) continue;
    const owner = packageOf(path.resolve(workingDirectory, input));
    if (owner && !closure.has(owner.directory)) missing.add(owner.label);
  }
  return [...missing].sort();
}
