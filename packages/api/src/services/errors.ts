import { isUniqueViolation } from "@staffing/db";
import { TRPCError } from "@trpc/server";

export const notFound = (what: string) => new TRPCError({ code: "NOT_FOUND", message: `${what} not found.` });

/** Runs a write; a unique-index violation becomes a 409 with a message people understand. */
export async function withConflictMessage<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: "CONFLICT", message, cause: error });
    throw error;
  }
}
