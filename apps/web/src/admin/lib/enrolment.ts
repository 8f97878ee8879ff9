import { TRPCClientError } from "@trpc/client";

/**
 * Whether a call was refused because every staff account must have a second factor and this one
 * has none yet (403, `mfa_enrollment_required`): the panel then opens the enrolment screen.
 */
export function isEnrolmentRequired(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return (
    typeof data === "object" && data !== null && "reason" in data && data.reason === "mfa_enrollment_required"
  );
}

/** The settings screen's search when the panel sent its reader there to set up two-factor sign-in. */
export interface SettingsSearch {
  twoFactor?: "required";
}

export const settingsSearch = (search: Record<string, unknown>): SettingsSearch =>
  search.twoFactor === "required" ? { twoFactor: "required" } : {};
