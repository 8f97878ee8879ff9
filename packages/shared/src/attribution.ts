// Where an inquiry came from (issue 21): the page it was sent from, the first page of the visit, the
// page outside the site that led there, and a campaign link's UTM parameters; unknown is null. No zod
// here: the islands' loader reads this module on every page, and it must stay a few hundred bytes.

/** The UTM parameters of a campaign link, by the name an inquiry keeps each under. */
export const UTM_PARAMETERS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;
export type UtmField = keyof typeof UTM_PARAMETERS;

/** The longest value of each kind an inquiry takes (longer is 400 from a script; the site cuts it). */
export const ATTRIBUTION_LIMITS = { path: 500, referrer: 2000, utm: 100 } as const;

export interface InquiryAttribution {
  /** The page the form was sent from: a path on this site. */
  pagePath: string | null;
  /** The first page of the visit (known with JavaScript only). */
  landingPath: string | null;
  /** The page outside the site that led to it, as the browser told (often its origin alone). */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export const UNKNOWN_ATTRIBUTION: InquiryAttribution = {
  pagePath: null,
  landingPath: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

// A path of this site: one leading slash (`//host` is another site), no query, fragment, space or
// backslash (which browsers read as a slash).
const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/;

export const isSitePath = (value: string): boolean =>
  value.length <= ATTRIBUTION_LIMITS.path && SITE_PATH.test(value);

/** The UTM values of an address's query, trimmed and cut to their limit; absent or empty is null. */
export function utmOf(query: URLSearchParams): Pick<InquiryAttribution, UtmField> {
  const utm = {} as Pick<InquiryAttribution, UtmField>;
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS) as [UtmField, string][]) {
    utm[field] = query.get(parameter)?.trim().slice(0, ATTRIBUTION_LIMITS.utm) || null;
  }
  return utm;
}

/**
 * What the address of the page a form was posted from tells, for a post without JavaScript (its
 * Referer): the page's path and its UTM values. The landing page and the outside referrer are not known.
 */
export function attributionOfFormPage(page: URL): InquiryAttribution {
  return {
    ...UNKNOWN_ATTRIBUTION,
    pagePath: isSitePath(page.pathname) ? page.pathname : null,
    ...utmOf(page.searchParams),
  };
}
