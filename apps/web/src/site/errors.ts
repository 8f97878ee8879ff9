/**
 * True when a procedure refused for want of the thing asked for, or for an address that cannot name
 * one (tRPC's NOT_FOUND or BAD_REQUEST): the page is the not-found screen, never an error.
 */
export function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "NOT_FOUND" || code === "BAD_REQUEST";
}
