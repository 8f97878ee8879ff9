// The panel's entry. zod reads its settings as its schemas are built, and the panel's modules build
// schemas as they load: they are loaded once zod runs without eval (zod-without-eval.ts), which a
// static import beside them would not ensure (the bundler evaluates a chunk's imports before it).
import "../zod-without-eval";

void import("./app");
