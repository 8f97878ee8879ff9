import "../../zod-without-eval";
import { type InquiryInput, inquiryInput } from "@staffing/shared";
import { z } from "zod";

export type InquiryFieldErrors = Partial<Record<keyof InquiryInput, string>>;

/** The first message of each field the server's own schema refuses; null when it accepts them all. */
export function inquiryFieldErrors(fields: InquiryInput): InquiryFieldErrors | null {
  const parsed = inquiryInput.safeParse(fields);
  if (parsed.success) return null;
  const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
  return Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages?.[0]]));
}
