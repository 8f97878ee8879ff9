/**
 * True when a procedure refused for want of the thing asked for, or for an address that cannot name
 * one (tRPC's NOT_FOUND or BAD_REQUEST): the page is the not-found screen, never an error.
 */
export function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "NOT_FOUND" || code === "BAD_REQUEST";
}

/** The data of a not-found screen for what was here and is gone for good: the page answers 410. */
export const GONE = { gone: true } as const;

/**
 * True for a procedure's refusal of what is gone for good (a job closed long ago: its DomainError
 * "gone", REST's 410), and for the not-found a loader throws with GONE as its data.
 */
export function isGone(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { cause, data } = error as { cause?: { code?: unknown } | null; data?: { gone?: unknown } | null };
  return cause?.code === "gone" || data?.gone === true;
}
