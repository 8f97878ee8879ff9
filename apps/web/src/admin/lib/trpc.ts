import { useRouteContext } from "@tanstack/react-router";

/** The typed tRPC procedures, as the router gives every screen (calls carry the auth_token). */
export function useTRPC() {
  return useRouteContext({ from: "__root__", select: (context) => context.trpc });
}
