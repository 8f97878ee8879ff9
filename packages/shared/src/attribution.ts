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

/** The visit's part of an inquiry's attribution: everything but the page the form was sent from. */
export type VisitStart = Omit<InquiryAttribution, "pagePath">;
export type VisitField = keyof VisitStart;

/**
 * The hidden fields of the inquiry form that carry the visit's start for a post without the island
 * (issue 29): the islands' loader fills them from the tab's visit as soon as it runs, and the server
 * fills them on a page it answers for one visitor (see visitStartOfRequest). Named as the fields.
 */
export const VISIT_FIELDS = [
  "landingPath",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const satisfies readonly VisitField[];

const hasCampaign = (utm: Pick<InquiryAttribution, UtmField>) => Object.values(utm).some(Boolean);

const pickUtm = (from: Pick<InquiryAttribution, UtmField>) =>
  Object.fromEntries(
    (Object.keys(UTM_PARAMETERS) as UtmField[]).map((field) => [field, from[field]]),
  ) as Pick<InquiryAttribution, UtmField>;

const isHttpAddress = (value: string) =>
  value.length <= ATTRIBUTION_LIMITS.referrer && /^https?:\/\/[^\s]+$/i.test(value);

/**
 * A visit's start as a post's hidden fields tell it, each value kept only when the inquiry schema
 * would take it (a post without JavaScript is never refused for a hidden field: a bad one is unknown).
 */
export function visitStartOfFields(fields: Partial<Record<string, string>>): VisitStart {
  const value = (name: VisitField) => fields[name]?.trim() || null;
  const landingPath = value("landingPath");
  const referrer = value("referrer");
  const utm = {} as Pick<InquiryAttribution, UtmField>;
  for (const field of Object.keys(UTM_PARAMETERS) as UtmField[]) {
    const text = value(field);
    utm[field] = text && text.length <= ATTRIBUTION_LIMITS.utm ? text : null;
  }
  return {
    landingPath: landingPath && isSitePath(landingPath) ? landingPath : null,
    referrer: referrer && isHttpAddress(referrer) ? referrer : null,
    ...utm,
  };
}

/**
 * The attribution of an inquiry posted without the island (no JavaScript, or sent before its script
 * ran): the form's page from the post's Referer, the visit's start from the form's hidden fields when
 * they hold one; else, when the form's page carries a campaign's UTM values, that page is where the
 * campaign link landed (the site's own links never carry them). Nothing is guessed: without either,
 * the landing page is unknown, never the form's page.
 */
export function formPostAttribution(formPage: URL | null, fields: Partial<Record<string, string>>) {
  const page = formPage ? attributionOfFormPage(formPage) : UNKNOWN_ATTRIBUTION;
  const visit = visitStartOfFields(fields);
  const pageCampaign = formPage ? utmOf(formPage.searchParams) : null;
  const landedHere = pageCampaign !== null && hasCampaign(pageCampaign) ? page.pagePath : null;
  const campaign = hasCampaign(visit) ? visit : (pageCampaign ?? visit);
  const attribution: InquiryAttribution = {
    ...page,
    landingPath: visit.landingPath ?? landedHere,
    referrer: visit.referrer,
    ...pickUtm(campaign),
  };
  return attribution;
}

/**
 * The visit's start a page request tells without JavaScript or a cookie (issue 29): a page asked for
 * from a page of this site whose address carries a campaign's UTM values follows the campaign's
 * landing page (a campaign link lands there; the site's own links never carry UTM values), so the
 * landing page and the campaign are known. Anything else tells nothing (null): the previous page of
 * an ordinary visit need not be its first. The server then answers that one page for this visitor
 * alone, with the form's hidden fields filled, and the post carries them.
 */
export function visitStartOfRequest(page: URL, referer: URL | null): VisitStart | null {
  // (The caller passes a Referer of this site only.)
  if (!referer || !isSitePath(referer.pathname)) return null;
  if (referer.pathname === page.pathname || hasCampaign(utmOf(page.searchParams))) return null;
  const campaign = utmOf(referer.searchParams);
  if (!hasCampaign(campaign)) return null;
  return { landingPath: referer.pathname, referrer: null, ...campaign };
}
