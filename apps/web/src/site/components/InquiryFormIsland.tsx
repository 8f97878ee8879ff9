import { callNumber, useCompanyProfile } from "../company-profile";
import type { InquiryFormProps } from "../islands/InquiryForm";
import { Island } from "../islands/Island";

/**
 * The inquiry form wherever a page shows it, its help text (where to call or write instead) from the
 * company profile. Use this rather than the bare island, so the help follows the profile.
 */
export function InquiryFormIsland(props: Omit<InquiryFormProps, "contact">) {
  const profile = useCompanyProfile();
  const contact = {
    phone: callNumber(profile),
    email: profile.emails[0]?.address ?? null,
    timeZone: profile.timeZone,
  };
  return <Island name="inquiry-form" props={{ ...props, contact }} />;
}
