import type { AppRouter } from "@staffing/api";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";

/** The procedures, over HTTP, for islands that send something (one call per request, no batching). */
export const api = createTRPCClient<AppRouter>({ links: [httpLink({ url: "/trpc" })] });

/** The server's first message for each field it refused (our errorFormatter's `fieldErrors`). */
export function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const fields = (error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined)
    ?.fieldErrors;
  if (!fields) return null;
  const first = Object.entries(fields).flatMap(([name, messages]) =>
    messages?.[0] ? [[name, messages[0]] as const] : [],
  );
  return first.length ? Object.fromEntries(first) : null;
}
