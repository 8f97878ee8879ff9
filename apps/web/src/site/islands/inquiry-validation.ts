import "../../zod-without-eval";
import { firstFieldMessages, type InquiryInput, inquiryInput } from "@staffing/shared";

export type InquiryFieldErrors = Partial<Record<keyof InquiryInput, string>>;

/** The first message of each field the server's own schema refuses; null when it accepts them all. */
export function inquiryFieldErrors(fields: InquiryInput): InquiryFieldErrors | null {
  const parsed = inquiryInput.safeParse(fields);
  if (parsed.success) return null;
  return firstFieldMessages(parsed.error);
}
