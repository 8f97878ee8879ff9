import { defineConfig } from "tsdown";

// One ESM file and one bundled declaration file. The declarations are made by TypeScript 7's own
// compiler (rolldown-plugin-dts's tsgo generator) and bundled with the router's types inlined: the
// workspace packages they come from are not published (see docs/api.md, "From a script").
export default defineConfig({
  entry: ["src/index.ts"],
  format: "esm",
  // Node 22+ and browsers alike: nothing of node: reaches the bundle.
  platform: "neutral",
  target: "es2023",
  dts: { tsconfig: "tsconfig.build.json" },
  // A module outside the bundle is imported for its bindings only: the declarations would otherwise
  // keep an empty `import "node:stream"` of a type the bundle left out, which a browser project lacks.
  treeshake: { moduleSideEffects: (_id, external) => (external ? false : undefined) },
  // The router's types reach into the server's packages (drizzle's table types among them): whatever
  // of them the declarations use is inlined on purpose. test/packed.test.ts checks what is left.
  deps: { onlyBundle: false },
  inputOptions: {
    // zod's locale declarations (CommonJS) are read on the way and dropped by tree-shaking (no zod type
    // reaches dist/index.d.ts): one warning for each of them says nothing.
    onLog(level, log, defaultHandler) {
      if (log.plugin === "rolldown-plugin-dts:fake-js" && log.message.includes("CommonJS dts")) return;
      defaultHandler(level, log);
    },
  },
});
