import { DEFAULT_COMPANY_TIME_ZONE, formatMoment } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/admin/lib/trpc";

/**
 * Moments on the company's clock (its profile's time zone), with the zone named, as its mails tell
 * them: a timeline reads the same for staff in any city. The sidebar has the profile loaded already.
 */
export function useCompanyClock(): (value: string | Date, style?: "long" | "short") => string {
  const zone = useCompanyZone();
  return (value, style = "long") => formatMoment(value, zone, style);
}

/** The company's time zone (its profile's), which the panel reads and takes moments in. */
export function useCompanyZone(): string {
  const trpc = useTRPC();
  return useQuery(trpc.site.profile.queryOptions()).data?.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
}
