import type { CompanyProfile } from "@staffing/shared";
import { useLoaderData } from "@tanstack/react-router";

/** The company profile, read once per render by the root route: every company fact a page shows. */
export function useCompanyProfile(): CompanyProfile {
  return useLoaderData({ from: "__root__" }).profile;
}
