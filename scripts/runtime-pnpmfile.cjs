// The pnpmfile scripts/runtime-tree.mjs deploys with: the server's manifest narrowed to the packages its
// bundles keep external (STAFFING_EXTERNAL_PACKAGES, from apps/server/bundle.mjs), so the image installs
// those alone. Everything else of `dependencies` is inside the bundles; it stays declared for audits.
const workspace = require("../.pnpmfile.cjs");

const external = new Set(JSON.parse(process.env.STAFFING_EXTERNAL_PACKAGES ?? "[]"));

module.exports = {
  hooks: {
    readPackage(manifest, context) {
      const pkg = workspace.hooks.readPackage(manifest, context);
      if (pkg.name !== "@staffing/server") return pkg;
      if (external.size === 0) throw new Error("STAFFING_EXTERNAL_PACKAGES names no package");
      pkg.dependencies = Object.fromEntries(
        Object.entries(pkg.dependencies ?? {}).filter(([name]) => external.has(name)),
      );
      pkg.devDependencies = {};
      return pkg;
    },
  },
};
