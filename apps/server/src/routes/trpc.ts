import { type AppRouter, appRouter, type Context, createCaller, type RequestInfo } from "@staffing/api";
import { TRPC_MAX_BATCH_SIZE } from "@staffing/shared";
import type { AnyProcedure } from "@trpc/server";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";

export type RequestContextFactory = (request: RequestInfo) => Promise<Context>;

type Caller = ReturnType<typeof createCaller>;

// The router's queries by path ("blog.list"): the calls a GET may make. (At run time tRPC keeps
// its procedures flat, keyed by path; its type describes them nested.)
const QUERIES = new Set(
  Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)
    .filter(([, procedure]) => procedure._def.type === "query")
    .map(([path]) => path),
);

/**
 * tRPC over HTTP at /trpc, by tRPC's Fastify adapter. Public reads are most of the traffic, so a GET
 * of queries is first tried on a short path: the same procedures through createCaller, answered
 * with tRPC's envelope (`{ result: { data } }`, in an array when batched), without the adapter's
 * conversion to and from fetch's Request and Response. Anything else, and any call that fails,
 * goes to the adapter, so errors and every other kind of call keep tRPC's own handling (a failed
 * read is run once more there: reads change nothing, and failures are the rare case).
 */
export async function trpcRoutes(
  app: FastifyInstance,
  { createContext }: { createContext: RequestContextFactory },
) {
  const contextOf = (request: FastifyRequest) =>
    createContext({ authorization: request.headers.authorization, ip: request.ip, requestId: request.id });

  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "GET" || request.headers["trpc-accept"] !== undefined) return;
    const answer = await answerQueries(request, contextOf);
    if (answer !== undefined) {
      return reply.type("application/json").header("vary", "trpc-accept, accept").send(answer);
    }
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

/** The JSON answer of a GET whose calls are all queries that succeed; undefined hands it to tRPC. */
async function answerQueries(
  request: FastifyRequest,
  contextOf: (request: FastifyRequest) => Promise<Context>,
): Promise<string | undefined> {
  const { path } = request.params as { path?: string };
  const { batch, input } = request.query as { batch?: unknown; input?: unknown };
  const batched = batch === "1";
  const paths = batched ? (path ?? "").split(",") : [path ?? ""];
  if (paths.length > TRPC_MAX_BATCH_SIZE) return undefined;
  if (!paths.every((name) => QUERIES.has(name)) || (input !== undefined && typeof input !== "string")) {
    return undefined;
  }
  try {
    const inputs = input === undefined ? undefined : JSON.parse(input);
    if (batched && inputs !== undefined && (typeof inputs !== "object" || inputs === null)) return undefined;
    const caller = createCaller(await contextOf(request));
    const results = await Promise.all(
      paths.map((name, index) => callQuery(caller, name, batched ? inputs?.[index] : inputs)),
    );
    const envelopes = results.map((data) => ({ result: { data } }));
    return JSON.stringify(batched ? envelopes : envelopes[0]);
  } catch {
    return undefined;
  }
}

function callQuery(caller: Caller, path: string, input: unknown): Promise<unknown> {
  // "blog.list" is caller.blog.list: the caller is a proxy shaped like the router.
  const query = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (query as (input: unknown) => Promise<unknown>)(input);
}
