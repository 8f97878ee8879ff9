import {
  ATTRIBUTION_LIMITS,
  type InquiryAttribution,
  isSitePath,
  type UtmField,
  utmOf,
} from "@staffing/shared";

// Where this visit began, remembered in the tab (sessionStorage: no cookie, gone with the tab), so an
// inquiry sent pages later still tells its landing page, the outside page that led there and the
// campaign. The islands' loader calls rememberVisit on every page (only the first one writes); the
// inquiry form sends visitAttribution.

const KEY = "visit";

type Visit = Pick<InquiryAttribution, "landingPath" | "referrer" | UtmField>;

// Storage can be switched off (or throw on access) in a private window: then nothing is remembered.
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const pathOrNull = (path: string | null | undefined) => (path && isSitePath(path) ? path : null);

/** Remembers the first page of this tab's visit: its path, its UTM values and the outside referrer. */
export function rememberVisit(): void {
  const storage = tabStorage();
  try {
    if (!storage || storage.getItem(KEY)) return;
    const referrer = document.referrer;
    const outside = referrer && new URL(referrer).origin !== location.origin ? referrer : null;
    const visit: Visit = {
      landingPath: pathOrNull(location.pathname),
      referrer: outside && outside.length <= ATTRIBUTION_LIMITS.referrer ? outside : null,
      ...utmOf(new URLSearchParams(location.search)),
    };
    storage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // A full or refused storage: the inquiry then tells its own page only.
  }
}

/**
 * The attribution an inquiry sent from this page carries: this page, and the visit's landing page,
 * referrer and campaign (this page's UTM values when the landing page had none).
 */
export function visitAttribution(): InquiryAttribution {
  let visit: Partial<Visit> = {};
  try {
    visit = JSON.parse(tabStorage()?.getItem(KEY) ?? "{}") ?? {};
  } catch {
    // Unreadable: as if nothing was remembered.
  }
  const landingUtm = utmOf(new URLSearchParams());
  for (const field of Object.keys(landingUtm) as UtmField[]) {
    landingUtm[field] = visit[field]?.slice(0, ATTRIBUTION_LIMITS.utm) || null;
  }
  const campaign = Object.values(landingUtm).some(Boolean)
    ? landingUtm
    : utmOf(new URLSearchParams(location.search));
  return {
    pagePath: pathOrNull(location.pathname),
    landingPath: pathOrNull(visit.landingPath),
    referrer: visit.referrer?.startsWith("http") ? visit.referrer : null,
    ...campaign,
  };
}
