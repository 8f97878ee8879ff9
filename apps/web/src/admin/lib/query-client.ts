import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

/**
 * SPEC section 4: reads are never stale on their own, not refetched on focus, not polled, not retried.
 * `onRefused` hears of every failed read and change (the panel sends an account that must set up
 * two-factor sign-in to its enrolment screen).
 */
export function createQueryClient(onRefused?: (error: Error) => void) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onRefused?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onRefused?.(error) }),
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
