import { ADMIN_COMMON } from "@staffing/shared";
import { TRPCClientError } from "@trpc/client";
import { useMemo } from "react";
import { useToast } from "./toast";

/** The server's message for a failed call, or the spec's fallback for that action (SPEC section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback || ADMIN_COMMON.fallbackError;
}

/** Toasts of the admin's changes: a success title, or 'Error' with the server's message or a fallback. */
export function useFeedback() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (title: string) => toast({ title, tone: "success" }),
      failure: (error: unknown, fallback: string) =>
        toast({ title: ADMIN_COMMON.errorTitle, description: errorMessage(error, fallback), tone: "error" }),
    }),
    [toast],
  );
}
