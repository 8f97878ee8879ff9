import { TRPCClientError } from "@trpc/client";

/** True when a procedure answered NOT_FOUND (a 404 over HTTP). */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "NOT_FOUND"
  );
}
