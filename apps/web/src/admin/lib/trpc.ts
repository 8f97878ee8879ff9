import type { AppRouter } from "@staffing/api";
import { useRouteContext } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";

/** The typed tRPC procedures, as the router gives every screen (calls carry the auth_token). */
export function useTRPC() {
  return useRouteContext({ from: "__root__", select: (context) => context.trpc });
}

/** What each procedure answers, as the screens receive it (dates arrive as ISO strings). */
export type Outputs = inferRouterOutputs<AppRouter>;
