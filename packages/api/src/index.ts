export { type Context, createInnerContext, createRequestContextFactory } from "./context";
export { type AppRouter, appRouter, createCaller } from "./root";
