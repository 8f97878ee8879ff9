import type { AppRouter, Context } from "@staffing/api";
import { type TRPCLink, unstable_localLink } from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";

type Query = (input: unknown) => Promise<unknown>;

/**
 * How a server render calls the procedures: in this process. A read goes straight to the router's
 * caller and comes back JSON-encoded, exactly as over HTTP. tRPC's localLink does the same through
 * an observable pipeline with two AbortControllers per call, whose aborts (a DOMException each, stack
 * and all) were a twentieth of rendering a page. Anything else, and any read that fails, goes
 * through localLink, so errors keep tRPC's exact shape (a failed read runs once more there: reads
 * change nothing, and failures are the rare case).
 */
export function inProcessLink({
  router,
  context,
}: {
  router: AppRouter;
  context: Context;
}): TRPCLink<AppRouter> {
  const local = unstable_localLink({ router, createContext: async () => context });
  const caller = router.createCaller(context) as unknown as Record<string, unknown>;
  return (runtime) => {
    const fallback = local(runtime);
    return ({ op, next }) => {
      if (op.type !== "query") return fallback({ op, next });
      const query = op.path
        .split(".")
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Query;
      return observable((observer) => {
        let closed = false;
        let retried: Unsubscribable | undefined;
        query(op.input).then(
          (data) => {
            if (closed) return;
            observer.next({
              result: { data: data === undefined ? undefined : JSON.parse(JSON.stringify(data)) },
            });
            observer.complete();
          },
          () => {
            if (!closed) retried = fallback({ op, next }).subscribe(observer);
          },
        );
        return () => {
          closed = true;
          retried?.unsubscribe();
        };
      });
    };
  };
}
