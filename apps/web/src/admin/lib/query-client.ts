import { QueryClient } from "@tanstack/react-query";

// SPEC section 4: reads are never stale on their own, not refetched on focus, not polled, not retried.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
