import type { AppRouter } from "@staffing/api";
import { appRouter, type Context } from "@staffing/api";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";

export type RequestContextFactory = (request: { authorization?: string | undefined }) => Promise<Context>;

export async function trpcRoutes(
  app: FastifyInstance,
  { createContext }: { createContext: RequestContextFactory },
) {
  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext({ authorization: req.headers.authorization }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
