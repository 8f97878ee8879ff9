import { TRPC_MAX_BATCH_SIZE } from "@staffing/shared";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "./root";

/**
 * A typed client for scripts: every procedure, its input and its answer inferred from the router.
 * `token` is an access token of a staff member (see scripts/).
 */
export function createApiClient(baseUrl: string, token?: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL("/trpc", baseUrl).toString(),
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        // The server refuses a larger batch.
        maxItems: TRPC_MAX_BATCH_SIZE,
      }),
    ],
  });
}
