import "../../zod-without-eval";
import { applicationInput, firstFieldMessages } from "@staffing/shared";

/** The first message of each field the server's own schema refuses; null when it accepts them all. */
export function applicationFieldErrors(fields: Record<string, unknown>): Record<string, string> | null {
  const parsed = applicationInput.safeParse(fields);
  if (parsed.success) return null;
  return firstFieldMessages(parsed.error);
}
