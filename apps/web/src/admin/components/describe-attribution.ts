import { ADMIN_INQUIRY_ATTRIBUTION, type InquiryAttribution, type UtmField } from "@staffing/shared";

const T = ADMIN_INQUIRY_ATTRIBUTION;

/** The referrer's host as people say it: `https://www.google.com/search` is google.com. */
function hostOf(referrer: string): string {
  try {
    return new URL(referrer).hostname.replace(/^www\./, "");
  } catch {
    return referrer;
  }
}

/**
 * Where an inquiry came from, in one sentence: 'Came from google.com, landed on /blog, sent from
 * /contact, campaign fall'. Only what is known is told; nothing known at all is 'Not known'.
 */
export function describeAttribution(attribution: InquiryAttribution | null | undefined): string {
  const a = attribution;
  const parts: string[] = [];
  if (a?.referrer) parts.push(T.cameFrom(hostOf(a.referrer)));
  if (a?.landingPath && a.landingPath === a.pagePath) parts.push(T.landedOnAndSentFrom(a.pagePath));
  else {
    if (a?.landingPath) parts.push(T.landedOn(a.landingPath));
    if (a?.pagePath) parts.push(T.sentFrom(a.pagePath));
  }
  for (const [field, word] of Object.entries(T.campaign) as [UtmField, string][]) {
    const value = a?.[field];
    if (value) parts.push(`${word} ${value}`);
  }
  const sentence = parts.join(", ");
  return sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : T.unknown;
}
