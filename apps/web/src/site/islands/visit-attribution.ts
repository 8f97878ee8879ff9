import {
  ATTRIBUTION_LIMITS,
  type InquiryAttribution,
  isSitePath,
  utmOf,
  VISIT_FIELDS,
} from "@staffing/shared";
import { tabStorage, VISIT_KEY, type Visit } from "./attribution";

const pathOrNull = (path: string | undefined) => (path && isSitePath(path) ? path : null);

/**
 * The attribution an inquiry sent from this page carries: this page, and the visit's landing page,
 * campaign (this page's UTM values when the landing page had none) and outside referrer. Each value
 * is one the server takes (a UTM value is cut to its limit), so the visitor's inquiry is never
 * refused for it.
 */
export function visitAttribution(): InquiryAttribution {
  let visit: Partial<Visit> = {};
  let landing: URL | null = null;
  try {
    visit = JSON.parse(tabStorage()?.getItem(VISIT_KEY) ?? "{}") ?? {};
    landing = visit.landing ? new URL(visit.landing, location.origin) : null;
  } catch {
    // Unreadable: as if nothing was remembered.
  }
  const onSite = landing?.origin === location.origin ? landing : null;
  const landingCampaign = onSite ? utmOf(onSite.searchParams) : null;
  const campaign =
    landingCampaign && Object.values(landingCampaign).some(Boolean)
      ? landingCampaign
      : utmOf(new URLSearchParams(location.search));
  const { referrer } = visit;
  return {
    pagePath: pathOrNull(location.pathname),
    landingPath: pathOrNull(onSite?.pathname),
    referrer:
      referrer && /^https?:\/\//.test(referrer) && referrer.length <= ATTRIBUTION_LIMITS.referrer
        ? referrer
        : null,
    ...campaign,
  };
}

/**
 * Writes the visit's start into every inquiry form's hidden fields, as soon as the loader runs (issue
 * 29): a form sent before its island is ready posts without the island, and still tells where the
 * visit began. What the tab remembers wins over what the server filled in (it saw the first page);
 * when the tab knows no landing page, the server's fields stay as they are.
 */
export function fillVisitFields(): void {
  const forms = document.querySelectorAll<HTMLFormElement>("form:has(input[name=landingPath])");
  if (forms.length === 0) return;
  const { pagePath: _page, ...visit } = visitAttribution();
  if (!visit.landingPath) return;
  for (const form of forms) {
    for (const name of VISIT_FIELDS) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = visit[name] ?? "";
    }
  }
}
