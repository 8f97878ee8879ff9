import type { AppRouter } from "@staffing/api";
import { type FieldMessages, firstFieldMessages } from "@staffing/shared";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";

/** The procedures, over HTTP, for islands that send something (one call per request, no batching). */
export const api = createTRPCClient<AppRouter>({ links: [httpLink({ url: "/trpc" })] });

/** The server's first message for each field it refused (our errorFormatter's `fieldErrors`). */
export function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const first = firstFieldMessages((error.data as { fieldErrors?: FieldMessages } | undefined)?.fieldErrors);
  return Object.keys(first).length ? first : null;
}
