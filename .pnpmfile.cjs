// openapi-typescript (the OpenAPI test's client generator, apps/server) writes its types with
// TypeScript 5's compiler API, which TypeScript 7 (ours) no longer has: it gets its own TypeScript 5
// instead of sharing ours as a peer.
module.exports = {
  hooks: {
    readPackage(pkg) {
      if (pkg.name === "openapi-typescript") {
        if (pkg.peerDependencies) delete pkg.peerDependencies.typescript;
        pkg.dependencies = { ...pkg.dependencies, typescript: "5.9.3" };
      }
      return pkg;
    },
  },
};
