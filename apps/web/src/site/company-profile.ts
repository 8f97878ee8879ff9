import type { CompanyProfile } from "@staffing/shared";
import { useRouteContext } from "@tanstack/react-router";

/** The company profile, read once per render by the root route: every company fact a page shows. */
export function useCompanyProfile(): CompanyProfile {
  return useRouteContext({ from: "__root__" }).profile;
}

/**
 * The number a visitor is offered to call (the mobile menu's button, the inquiry form's help): the
 * last of the profile's numbers, the seeded 24/7 line; the Company screen says so.
 */
export const callNumber = (profile: CompanyProfile): string | null => profile.phones.at(-1)?.number ?? null;
