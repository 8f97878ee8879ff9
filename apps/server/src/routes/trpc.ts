import { type AppRouter, appRouter, type Context, type RequestInfo } from "@staffing/api";
import { type PageViewHeaders, TRPC_MAX_BATCH_SIZE } from "@staffing/shared";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";

export type RequestContextFactory = (request: RequestInfo) => Promise<Context>;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What a request's client says of itself: whether its page views count, and its device class. */
export function browserOf(request: FastifyRequest): PageViewHeaders {
  return {
    userAgent: header(request.headers["user-agent"]),
    doNotTrack: header(request.headers.dnt),
    globalPrivacyControl: header(request.headers["sec-gpc"]),
  };
}

/**
 * tRPC over HTTP at /trpc, by tRPC's Fastify adapter alone: every call, read or change, single or
 * batched, goes through tRPC's own handling of inputs, errors and batches. (A faster path for reads
 * that looked up procedures in the router's private `_def` is gone; bench/api.mjs measures the cost.)
 */
export async function trpcRoutes(
  app: FastifyInstance,
  { createContext }: { createContext: RequestContextFactory },
) {
  const contextOf = (request: FastifyRequest) =>
    createContext({
      authorization: request.headers.authorization,
      ip: request.ip,
      requestId: request.id,
      browser: browserOf(request),
    });

  // tRPC's adapter hands Fastify a web Response, whose body Fastify would stream (chunked, through a
  // web stream reader). A JSON answer is whole already: sent as text it is one write with its length,
  // and compressed in one step. A streamed batch (`trpc-accept: application/jsonl`) keeps streaming.
  app.addHook("onSend", async (request, reply, payload) => {
    if (
      !(payload instanceof Response) ||
      payload.body === null ||
      payload.headers.get("content-type") !== "application/json" ||
      request.headers["trpc-accept"] === "application/jsonl"
    )
      return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return payload.text();
  });

  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => contextOf(req),
      // One request may not fan out into an unbounded answer: a larger batch is a 400.
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      onError: ({ error, path, req }) => {
        // The request's logger: the line carries the request id the client was given.
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
