import { type AppRouter, appRouter, type Context, type RequestInfo } from "@staffing/api";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";

export type RequestContextFactory = (request: RequestInfo) => Promise<Context>;

export async function trpcRoutes(
  app: FastifyInstance,
  { createContext }: { createContext: RequestContextFactory },
) {
  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext({ authorization: req.headers.authorization, ip: req.ip }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
